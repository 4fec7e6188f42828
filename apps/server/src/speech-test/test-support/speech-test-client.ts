// Test helpers for the speech-test service: its calls through app.inject (no authorization, as the spec sends
// them), waiting for a job to end, and listing the service's files under DATA_DIR.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { multipartRequest, type FilePart } from '../../test-support/multipart';
import { SPEECH_TEST_PREFIX } from '../speech-test.plugin';

export const base = SPEECH_TEST_PREFIX;

export const defaultSliders = { cfg_scale: 1.3, inference_steps: 20, seed: 42, speed: 1.0 };

export async function uploadReference(app: FastifyInstance, file: FilePart, ip = '127.0.0.1') {
  const { payload, headers } = await multipartRequest({}, [file]);
  return app.inject({ method: 'POST', url: `${base}/upload-reference`, payload, headers, remoteAddress: ip });
}

export function submitJob(app: FastifyInstance, body: unknown, ip = '127.0.0.1') {
  return app.inject({ method: 'POST', url: `${base}/submit`, payload: body as object, remoteAddress: ip });
}

export interface JobAnswer {
  status: string;
  error?: string | null;
  result?: {
    download_url: string;
    duration: number;
    sample_rate: number;
    generation_time: number;
    file_size_bytes: number;
    audio_file: string;
  } | null;
}

/** Polls the status until the job ends; records every status seen. */
export async function waitForJob(
  app: FastifyInstance,
  jobId: string,
  timeoutMs = 60_000,
): Promise<{ job: JobAnswer; seen: string[] }> {
  const seen: string[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await app.inject({ method: 'GET', url: `${base}/status/${jobId}` });
    const { job } = response.json() as { job: JobAnswer };
    if (seen[seen.length - 1] !== job.status) seen.push(job.status);
    if (['completed', 'failed', 'timeout'].includes(job.status)) return { job, seen };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`speech-test job ${jobId} did not end in ${timeoutMs} ms (seen: ${seen.join(' → ')})`);
}

/** The service's files, relative to DATA_DIR/speech-test (records and audio). */
export function serviceFiles(dataDir: string): string[] {
  const root = join(dataDir, 'speech-test');
  return ['references', 'jobs', 'results'].flatMap((dir) => {
    try {
      return readdirSync(join(root, dir)).map((name) => `${dir}/${name}`);
    } catch {
      return [];
    }
  });
}
