// HTTP plumbing of the Cog engine: one request over node:http(s) whose body may be streamed (our files as base64
// data URLs inside JSON, never held whole in memory) and whose answer may come after many minutes (fetch would give
// up on the headers after 5), stopped by an AbortSignal; and data URLs both ways.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface HttpAnswer {
  status: number;
  body: Buffer;
}

/** The request was stopped by its signal. */
export class RequestStoppedError extends Error {
  constructor() {
    super('request stopped');
    this.name = 'RequestStoppedError';
  }
}

export interface HttpRequestOptions {
  method: string;
  headers?: Record<string, string>;
  /** The body, produced piece by piece, and its exact length in bytes. */
  body?: { pieces: () => AsyncIterable<Buffer | string>; length: number };
  signal: AbortSignal;
  /** An answer longer than this is refused (default 512 MiB). */
  maxAnswerBytes?: number;
}

export function httpRequest(url: URL, options: HttpRequestOptions): Promise<HttpAnswer> {
  const maxAnswerBytes = options.maxAnswerBytes ?? 512 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | null, answer?: HttpAnswer) => {
      if (settled) return;
      settled = true;
      options.signal.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(answer!);
    };
    const headers = { ...options.headers };
    if (options.body) headers['content-length'] = String(options.body.length);
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: options.method, headers },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxAnswerBytes) {
            request.destroy();
            finish(new Error(`the answer is larger than ${maxAnswerBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.once('end', () =>
          finish(null, { status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
        );
        response.once('error', (error) => finish(error));
      },
    );
    const onAbort = () => {
      request.destroy();
      finish(new RequestStoppedError());
    };
    if (options.signal.aborted) return onAbort();
    options.signal.addEventListener('abort', onAbort, { once: true });
    request.once('error', (error) => finish(error));
    if (options.body) {
      pipeline(Readable.from(options.body.pieces()), request).catch((error: Error) => finish(error));
    } else request.end();
  });
}

const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3);

/** A file's bytes as base64, read in pieces (each a multiple of 3 bytes, so the pieces join into one string). */
async function* base64Of(path: string): AsyncIterable<string> {
  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of createReadStream(path, { highWaterMark: 3 * 64 * 1024 })) {
    const bytes: Buffer = carry.length ? Buffer.concat([carry, chunk as Buffer]) : (chunk as Buffer);
    const whole = bytes.length - (bytes.length % 3);
    if (whole > 0) yield bytes.subarray(0, whole).toString('base64');
    carry = bytes.subarray(whole);
  }
  if (carry.length) yield carry.toString('base64');
}

/**
 * A JSON body in which some string values are files as data URLs: `files` maps a value's placeholder name to the
 * file and its media type. Returns the pieces and the exact length.
 */
export async function jsonWithDataUrls(
  value: unknown,
  files: Record<string, { path: string; mediaType: string }>,
): Promise<{ pieces: () => AsyncIterable<Buffer | string>; length: number }> {
  const placeholder = (name: string) => `\u0001file:${name}\u0001`;
  let json = JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'string' && item.startsWith('file:') && item.slice(5) in files
      ? placeholder(item.slice(5))
      : item,
  );
  const sequence: ({ text: string } | { file: string; mediaType: string; size: number })[] = [];
  let length = 0;
  for (const [name, file] of Object.entries(files)) {
    const marker = JSON.stringify(placeholder(name));
    const at = json.indexOf(marker);
    if (at < 0) continue;
    const size = (await stat(file.path)).size;
    const before = json.slice(0, at) + `"data:${file.mediaType};base64,`;
    sequence.push({ text: before }, { file: file.path, mediaType: file.mediaType, size });
    length += Buffer.byteLength(before) + base64Length(size);
    json = '"' + json.slice(at + marker.length);
  }
  sequence.push({ text: json });
  length += Buffer.byteLength(json);
  return {
    length,
    async *pieces() {
      for (const part of sequence) {
        if ('text' in part) yield part.text;
        else yield* base64Of(part.file);
      }
    },
  };
}

/** The bytes of a `data:` URL (base64 or percent-encoded), or null when it is not one. */
export function decodeDataUrl(text: string): { mediaType: string; bytes: Buffer } | null {
  const match = /^data:([^,]*?),/i.exec(text.slice(0, 512));
  if (!match) return null;
  const params = match[1]!.split(';');
  const base64 = params.some((param) => param.trim().toLowerCase() === 'base64');
  const payload = text.slice(match[0].length);
  const bytes = base64 ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'latin1');
  return { mediaType: params[0] || 'text/plain', bytes };
}

/** 16 random bytes in lowercase base32 without padding (26 characters), as Cog's documentation recommends for ids. */
export function predictionId(random: Buffer): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of random) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}
