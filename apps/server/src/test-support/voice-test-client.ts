// Test helpers for the voice calls: multipart uploads through app.inject, waiting for a voice job to end, and
// listing what is stored under DATA_DIR (media and tmp) to prove refusals leave nothing behind.
import type { FastifyInstance } from 'fastify';
import { bearerHeader, getWithToken } from './test-server';
import { multipartRequest, type FilePart } from './multipart';

export async function upload(
  app: FastifyInstance,
  url: string,
  token: string | null,
  fields: Record<string, string>,
  files: readonly FilePart[],
) {
  const { payload, headers } = await multipartRequest(fields, files);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...bearerHeader(token) },
  });
}

export interface JobAnswer {
  id: string;
  status: string;
  model_id: string;
  model_name: string;
  error_message: string | null;
  progress?: string;
}

/** Polls GET /api/voice/jobs/{id} until the job completes or fails; records every status seen. */
export async function waitForVoiceJob(
  app: FastifyInstance,
  token: string,
  jobId: string,
  timeoutMs = 60_000,
  pollMs = 100,
): Promise<{ job: JobAnswer; seen: string[] }> {
  const seen: string[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await getWithToken(app, `/api/voice/jobs/${jobId}`, token);
    const job = response.json() as JobAnswer;
    if (seen[seen.length - 1] !== job.status) seen.push(job.status);
    if (job.status === 'completed' || job.status === 'failed') return { job, seen };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`voice job ${jobId} did not end in ${timeoutMs} ms (seen: ${seen.join(' → ')})`);
}

export { storedFiles } from './stored-files';
