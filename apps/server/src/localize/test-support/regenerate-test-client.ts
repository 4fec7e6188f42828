// Test helpers of the dubbing editor (issue 25): asking for a segment regeneration and waiting for it to end (its
// acceptance's comparisons are in media/test-support/media-compare.ts).
import type { FastifyInstance } from 'fastify';
import { getWithToken, postJson } from '../../test-support/test-server';

export interface RegenerationAnswer {
  id: string;
  segment_index: number;
  status: string;
  progress: string;
  error_message: string | null;
}

export function regenerate(
  app: FastifyInstance,
  token: string,
  jobId: string,
  index: number,
  translation: string,
) {
  return postJson(
    app,
    `/api/localization/jobs/${jobId}/segments/${index}/regenerate`,
    { translation },
    token,
  );
}

/** Polls the regeneration until it completed or failed. */
export async function waitForRegeneration(
  app: FastifyInstance,
  token: string,
  jobId: string,
  id: string,
  timeoutMs = 120_000,
): Promise<RegenerationAnswer> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await getWithToken(app, `/api/localization/jobs/${jobId}/regenerations/${id}`, token);
    const { regeneration } = answer.json() as { regeneration: RegenerationAnswer };
    if (regeneration.status === 'completed' || regeneration.status === 'failed') return regeneration;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`regeneration ${id} did not end within ${timeoutMs} ms`);
}
