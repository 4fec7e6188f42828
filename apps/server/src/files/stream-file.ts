// Sends a stored file with HTTP Range support (single ranges: `bytes=a-b`, `bytes=a-`, `bytes=-n`), so audio and
// video elements can seek. 206 with Content-Range for a range, 416 when it cannot be satisfied, 200 otherwise.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';

export interface ByteRange {
  start: number;
  end: number;
}

/** The one range asked for, null for the whole file, 'unsatisfiable' for a range outside it. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null; // several or malformed ranges: whole file
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export interface StreamFileOptions {
  contentType: string;
  /** Content-Disposition: attachment with this file name. */
  downloadName?: string;
}

export async function streamFile(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  options: StreamFileOptions,
): Promise<FastifyReply> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw new HttpError(404, 'Not found.');
  const size = info.size;
  const range = parseRange(request.headers.range, size);
  reply.header('Accept-Ranges', 'bytes');
  reply.header('Cache-Control', 'private, no-cache');
  reply.type(options.contentType);
  if (options.downloadName) {
    const ascii = options.downloadName.replace(/[^\x20-\x7e]|["\\]/g, '_');
    reply.header(
      'Content-Disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(options.downloadName)}`,
    );
  }
  if (range === 'unsatisfiable') {
    throw new HttpError(416, 'The requested range is not available.', { 'Content-Range': `bytes */${size}` });
  }
  if (range) {
    reply.code(206);
    reply.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    reply.header('Content-Length', String(range.end - range.start + 1));
    return reply.send(createReadStream(path, { start: range.start, end: range.end }));
  }
  reply.header('Content-Length', String(size));
  return reply.send(createReadStream(path));
}
