// Test support for the speech calls: makes ready voices through the real voice flow (upload, job, complete), sets
// a user's plan balance directly, and reads a stored file's format tags with ffprobe.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { getWithToken, postJson } from '../../test-support/test-server';
import { fixture } from '../../voice/test-support/audio-fixtures';
import { upload, waitForVoiceJob } from '../../voice/test-support/voice-test-client';

const run = promisify(execFile);

export interface TestVoice {
  id: string;
  clipIds: string[];
}

/** A pro (150 s reference) or quick (10 s) voice, trained by the real job; `complete` finishes its setup. */
export async function createVoice(
  app: FastifyInstance,
  token: string,
  kind: 'pro' | 'quick',
  options: { name?: string; complete?: boolean } = {},
): Promise<TestVoice> {
  const created =
    kind === 'pro'
      ? await upload(
          app,
          '/api/voice/pro-clone',
          token,
          { name: options.name ?? 'Pro Clone', referenceLanguage: 'en' },
          [{ field: 'audio', path: await fixture('speech-150s.mp3') }],
        )
      : await upload(
          app,
          '/api/voice/quick-clone',
          token,
          { name: options.name ?? 'Quick', type: 'quick_clone' },
          [{ field: 'audio', path: await fixture('speech-10s.wav') }],
        );
  if (created.statusCode !== 201) throw new Error(`voice not created: ${created.body}`);
  const { model, job_id } = created.json() as { model: { id: string }; job_id: string };
  const { job } = await waitForVoiceJob(app, token, job_id, 120_000);
  if (job.status !== 'completed') throw new Error(`voice job ${job.status}: ${job.error_message}`);
  if (options.complete ?? true) {
    const done = await postJson(app, `/api/voice/models/${model.id}/complete`, {}, token);
    if (done.statusCode !== 200) throw new Error(`complete failed: ${done.body}`);
  }
  const clips = (await getWithToken(app, `/api/voice/reference-clips/${model.id}`, token)).json() as {
    clips: { clip_id: string }[];
  };
  return { id: model.id, clipIds: clips.clips.map((clip) => clip.clip_id) };
}

export async function setBalance(
  app: FastifyInstance,
  userId: string,
  balance: { total: number; used: number },
) {
  await app.database.db
    .update(users)
    .set({ planTokensTotal: balance.total, planTokensUsed: balance.used })
    .where(eq(users.id, userId));
}

export async function tokenUsage(app: FastifyInstance, token: string) {
  return (await getWithToken(app, '/api/user/token-usage', token)).json() as {
    plan_tokens_used: number;
    plan_tokens_total: number;
  };
}

/** ffprobe's format tags and duration of a file. */
export async function probeTags(path: string): Promise<{ tags: Record<string, string>; duration: number }> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_format', '-of', 'json', path]);
  const format = (JSON.parse(stdout) as { format: { tags?: Record<string, string>; duration: string } })
    .format;
  return { tags: format.tags ?? {}, duration: Number(format.duration) };
}
