// Test helpers for the video calls: multipart uploads through app.inject (files read lazily from disk), waiting for
// processing to end (or both: a ready video's id), reading MP4 box order, and listing what is stored under DATA_DIR to prove refusals keep nothing.
import { openAsBlob } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearerHeader, getWithToken } from './test-server';
import { videoFixture } from './video-fixtures';

export interface VideoFile {
  path: string;
  /** The name the client claims. */
  filename: string;
  /** The type the client claims (never believed). */
  type?: string;
}

export async function uploadVideos(
  app: FastifyInstance,
  url: string,
  token: string | null,
  files: readonly VideoFile[],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append('video', await openAsBlob(file.path, { type: file.type ?? 'video/mp4' }), file.filename);
  }
  const body = new Response(form);
  return app.inject({
    method: 'POST',
    url,
    payload: Readable.fromWeb(body.body! as ReadableStream),
    headers: { 'content-type': body.headers.get('content-type')!, ...bearerHeader(token) },
  });
}

export interface VideoAnswer {
  id: string;
  status: string;
  upload_method: string;
  original_filename: string;
  duration: number | null;
  width?: number | null;
  height?: number | null;
  size_bytes?: number | null;
  error_message?: string | null;
  stream_url?: string | null;
  poster_url?: string | null;
  face_check?: string | null;
}

/** Polls GET /api/videos/{id}/status until the video is ready or failed. */
export async function waitForVideo(
  app: FastifyInstance,
  token: string,
  id: string,
  timeoutMs = 30_000,
): Promise<{ id: string; status: string; error_message?: string | null; duration?: number | null }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = (await getWithToken(app, `/api/videos/${id}/status`, token)).json() as {
      id: string;
      status: string;
      error_message?: string | null;
    };
    if (status.status === 'ready' || status.status === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`video ${id} was not processed within ${timeoutMs} ms`);
}

/** The small web-ready MP4 fixture, under the name a creator gave it. */
export async function webMp4(filename = 'talk.mp4'): Promise<VideoFile> {
  return { path: await videoFixture('web.mp4'), filename };
}

/** Uploads one video through POST /api/videos/upload (201 expected) and waits until it is ready: its id. */
export async function uploadReadyVideo(
  app: FastifyInstance,
  token: string,
  file: VideoFile,
  timeoutMs = 30_000,
): Promise<string> {
  const uploaded = await uploadVideos(app, '/api/videos/upload', token, [file]);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const id = (uploaded.json() as { videos: { id: string }[] }).videos[0]!.id;
  expect((await waitForVideo(app, token, id, timeoutMs)).status).toBe('ready');
  return id;
}

/** The types of the top-level MP4 boxes in `bytes`, in order. */
export function topLevelBoxes(bytes: Buffer): string[] {
  const types: string[] = [];
  let offset = 0;
  while (offset + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(offset);
    types.push(bytes.subarray(offset + 4, offset + 8).toString('latin1'));
    if (size === 1) size = Number(bytes.readBigUInt64BE(offset + 8));
    if (size === 0) break;
    offset += size;
  }
  return types;
}

export { storedFiles } from './stored-files';
