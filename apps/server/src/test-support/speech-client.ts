// Test support for the speech calls: makes ready voices through the real voice flow (upload, job, complete), sets
// a user's plan balance directly, races parallel generations on a small balance, and reads a stored file's format
// tags with ffprobe.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { users } from '../db/schema';
import { ffprobeJson } from '../media/run-ffmpeg';
import { getWithToken, postJson } from './test-server';
import { fixture } from './audio-fixtures';
import { recordPassedConsent } from './consent-client';
import { upload, waitForVoiceJob } from './voice-test-client';

export interface TestVoice {
  id: string;
  clipIds: string[];
}

/** A generate request in a voice made by createVoice, speaking `text` from its first reference clip. */
export function speechRequest(voice: TestVoice, text: string) {
  return {
    modelId: voice.id,
    text,
    exaggeration: 0.5,
    temperature: 0.8,
    cfg_weight: 0.5,
    language: 'en',
    model_type: 'chatterbox_base',
    referenceClipId: voice.clipIds[0],
  };
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
          {
            name: options.name ?? 'Pro Clone',
            referenceLanguage: 'en',
            consentId: (await recordPassedConsent(app, token)).id,
          },
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

/**
 * Sends `count` identical generate requests at once with `credits` left, then restores a large balance. Answers
 * the accepted and refused responses, the credits the accepted ones cost (1 per second, rounded up) and the
 * credits actually spent, for the caller's checks.
 */
export async function raceGenerations(
  app: FastifyInstance,
  account: { token: string; userId: string },
  body: Record<string, unknown>,
  { count = 6, credits = 10 } = {},
) {
  const start = (await tokenUsage(app, account.token)).plan_tokens_used;
  await setBalance(app, account.userId, { total: start + credits, used: start });
  const responses = await Promise.all(
    Array.from({ length: count }, () => postJson(app, '/api/tts/generate', body, account.token)),
  );
  const after = await tokenUsage(app, account.token);
  await setBalance(app, account.userId, { total: 3600, used: after.plan_tokens_used });
  const ok = responses.filter((response) => response.statusCode === 200);
  return {
    responses,
    ok,
    refused: responses.filter((response) => response.statusCode === 403),
    /** Refused because the user already ran as many generations as allowed at once. */
    busy: responses.filter((response) => response.statusCode === 429),
    cost: ok.reduce(
      (sum, response) => sum + Math.ceil((response.json() as { clip: { duration: number } }).clip.duration),
      0,
    ),
    spent: after.plan_tokens_used - start,
    overspent: after.plan_tokens_used > after.plan_tokens_total,
  };
}

/**
 * What any race must show: every request answered 200, 403 (credits) or 429 (too many at once), some accepted and
 * some refused, the accepted ones' cost spent, no more.
 */
export function expectSharedBalance(race: Awaited<ReturnType<typeof raceGenerations>>, count = 6): void {
  expect(race.ok.length + race.refused.length + race.busy.length).toBe(count);
  expect(race.ok.length).toBeGreaterThanOrEqual(1);
  expect(race.refused.length + race.busy.length).toBeGreaterThanOrEqual(1);
  expect(race.spent).toBe(race.cost);
  expect(race.overspent).toBe(false);
}

/** ffprobe's format tags and duration of a file. */
export async function probeTags(path: string): Promise<{ tags: Record<string, string>; duration: number }> {
  const { format } = await ffprobeJson<{ format: { tags?: Record<string, string>; duration: string } }>([
    '-show_format',
    path,
  ]);
  return { tags: format.tags ?? {}, duration: Number(format.duration) };
}
