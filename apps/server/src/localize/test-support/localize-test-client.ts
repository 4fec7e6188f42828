// Test helpers for the localization calls: the transcription upload (multipart `file`) through app.inject, creating
// a job, and waiting for one to end.
import { openAsBlob } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { FastifyInstance } from 'fastify';
import { bearerHeader, getWithToken, postJson } from '../../test-support/test-server';

export async function transcribe(
  app: FastifyInstance,
  token: string | null,
  file: { path: string; filename: string; type?: string },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', await openAsBlob(file.path, { type: file.type ?? 'video/mp4' }), file.filename);
  const body = new Response(form);
  return app.inject({
    method: 'POST',
    url: '/api/localization/transcribe',
    payload: Readable.fromWeb(body.body! as ReadableStream),
    headers: { 'content-type': body.headers.get('content-type')!, ...bearerHeader(token) },
  });
}

export interface JobAnswer {
  id: string;
  status: string;
  progress: string | null;
  error_message: string | null;
  result_video_path: string | null;
  source_language: string;
  target_language: string;
  original_filename: string;
  created_at: string;
}

export function createJob(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  return postJson(app, '/api/localization/localize-job', body, token);
}

/** Polls GET /api/localization/jobs/{id} until the job completed or failed; also returns every progress text seen. */
export async function waitForJob(
  app: FastifyInstance,
  token: string,
  id: string,
  timeoutMs = 120_000,
): Promise<{ job: JobAnswer; progress: string[] }> {
  const deadline = Date.now() + timeoutMs;
  const progress: string[] = [];
  while (Date.now() < deadline) {
    const { job } = (await getWithToken(app, `/api/localization/jobs/${id}`, token)).json() as {
      job: JobAnswer;
    };
    if (job.progress && progress[progress.length - 1] !== job.progress) progress.push(job.progress);
    if (job.status === 'completed' || job.status === 'failed') return { job, progress };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`localization job ${id} did not end within ${timeoutMs} ms`);
}
