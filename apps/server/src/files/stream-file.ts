// Sends a stored media file with @fastify/static (registered on the stream routes' scope by stream-route.ts):
// HTTP Range (206 with Content-Range, 416 outside the file), so audio and video elements can seek; our own
// content type and `private, no-cache`; with `downloadName`, reply.download's Content-Disposition attachment with
// that name. A file missing on disk is the API's 404.
import type { SendOptions } from '@fastify/static';
import type { FastifyReply } from 'fastify';

export interface StreamFileOptions {
  contentType: string;
  /** Content-Disposition: attachment with this file name. */
  downloadName?: string;
}

/** @fastify/static's send options for media: ranges on; type, caching and validators are ours. */
const mediaSendOptions: SendOptions = {
  acceptRanges: true,
  contentType: false,
  cacheControl: false,
  etag: false,
  lastModified: false,
  dotfiles: 'deny',
};

/** Streams `relativePath` (a media_files path, forward slashes) from under `mediaRoot`. */
export function streamFile(
  reply: FastifyReply,
  mediaRoot: string,
  relativePath: string,
  options: StreamFileOptions,
): FastifyReply {
  reply.header('Cache-Control', 'private, no-cache');
  reply.type(options.contentType);
  if (options.downloadName) {
    // `root` is read by reply.download although its type leaves it out.
    const withRoot: SendOptions & { root: string } = { ...mediaSendOptions, root: mediaRoot };
    return reply.download(relativePath, options.downloadName, withRoot);
  }
  return reply.sendFile(relativePath, mediaRoot, mediaSendOptions);
}
