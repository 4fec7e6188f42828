// Acceptance step 7 of issue 25 in Chromium against the built server (embedded engines, real ffmpeg): a localization
// is started on /localize from a talking video the test makes (e2e/localize-support/talking-video.ts); its overlay
// shows the job's percentage; 'Keep working' puts the overlay away (the job goes on, step 2 shows its progress and
// takes the focus, the rows stay); Cancel there while it speaks ends it as canceled with the words on step 2; the
// unspent credits are back (those reserved for the part not done, as the account's token usage reads them); and no
// ffmpeg process naming the job's files is left.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { makeTalkingVideo } from './localize-support/talking-video';
import { startLocalServer, type LocalServer } from './support/server';
import { openSignedInPage } from './voice-support/voice-browser';
import { apiGet, signUp } from './voice-support/voice-server';

/** The wizard's texts (packages/machines/src/localize*), word for word. */
const texts = {
  transcribe: 'Transcribe Video',
  localize: 'Localize Video',
  keepWorking: 'Keep working',
  cancel: 'Cancel',
  canceled: 'Canceled — your credits for the unfinished part are back.',
};

/** Six sentences, so the job is still speaking when it is canceled. */
const sentences = [
  'Welcome to the lesson about the sun.',
  'The sun is a star.',
  'It gives us light and heat every day.',
  'The earth goes around the sun once a year.',
  'The moon goes around the earth.',
  'Thank you for watching this video.',
];

interface JobAnswer {
  id: string;
  status: string;
  progress: string | null;
  progress_percent?: number;
}

let server: LocalServer;
let browser: Browser;
let token: string;
let mediaDir: string;
let talkingVideo: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'twin-localize-cancel-'));
  [server, talkingVideo] = await Promise.all([
    startLocalServer({ echo: process.env.E2E_SERVER_ECHO === '1' }),
    makeTalkingVideo(mediaDir, 'Sun Lesson', sentences),
  ]);
  if (!server.invitationCode) throw new Error(`The server printed no invitation:\n${server.output()}`);
  token = await signUp(server.baseUrl, {
    username: 'mira',
    email: 'mira@northwind.example',
    password: 'localize-cancel-journey',
    signupCode: server.invitationCode,
  });
  browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumArgs] });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

const tokensUsed = async () =>
  (await apiGet<{ plan_tokens_used: number }>(server.baseUrl, token, '/api/user/token-usage'))
    .plan_tokens_used;

/** The ffmpeg processes whose command line names the job's files (its work directory holds its id). */
function ffmpegOf(jobId: string): string[] {
  try {
    return execFileSync('pgrep', ['-af', 'ffmpeg'], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes(jobId));
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

describe('canceling a localization', () => {
  it('puts the overlay away, cancels the running job, gives the unspent credits back and leaves no ffmpeg', async () => {
    const { page, context, pageErrors } = await openSignedInPage(browser, { baseURL: server.baseUrl, token });
    try {
      await page.goto('/localize');
      await page.getByRole('heading', { name: 'Video Localization' }).waitFor({ timeout: 20_000 });
      await page.getByLabel('Choose a video file').setInputFiles(talkingVideo);
      await page.getByRole('button', { name: texts.transcribe }).click();
      await page.getByRole('textbox', { name: 'Sentence 1', exact: true }).waitFor({ timeout: 90_000 });
      const overlay = page.locator('[data-slot="localize-progress-overlay"]');
      await overlay.waitFor({ state: 'detached' });

      const usedBefore = await tokensUsed();
      await page.getByRole('button', { name: texts.localize }).click();
      // The overlay shows the job's percentage once it answers one.
      await overlay.locator('[data-slot="localize-percent"]').waitFor({ timeout: 60_000 });
      const { jobs } = await apiGet<{ jobs: JobAnswer[] }>(server.baseUrl, token, '/api/localization/jobs');
      const jobId = jobs[0]!.id;
      const reserved = (await tokensUsed()) - usedBefore;
      expect(reserved).toBeGreaterThan(0);

      // Put away: the job goes on, step 2 shows it (focused) and keeps the rows.
      await overlay.getByRole('button', { name: texts.keepWorking }).click();
      await overlay.waitFor({ state: 'detached' });
      const background = page.locator('[data-slot="localize-background-job"]');
      await expect.poll(() => background.evaluate((node) => node === document.activeElement)).toBe(true);
      await expect(
        page.getByRole('textbox', { name: 'Sentence 1', exact: true }).inputValue(),
      ).resolves.not.toBe('');

      // Cancel while it runs (any stage: each has ffmpeg or engine work under way). The poll reads the status
      // with the stage's words, so a job that never starts, or ends by itself first, says so when this fails.
      await expect
        .poll(
          async () => {
            const { job } = await apiGet<{ job: JobAnswer }>(
              server.baseUrl,
              token,
              `/api/localization/jobs/${jobId}`,
            );
            return `${job.status}: ${job.progress ?? ''}`;
          },
          { timeout: 120_000, interval: 100 },
        )
        .toMatch(/^processing: \S/);
      await background.getByRole('button', { name: texts.cancel }).click();
      await page.getByText(texts.canceled).waitFor({ timeout: 20_000 });

      const { job } = await apiGet<{ job: JobAnswer }>(
        server.baseUrl,
        token,
        `/api/localization/jobs/${jobId}`,
      );
      expect(job.status).toBe('canceled');
      const done = job.progress_percent ?? 0;
      expect(done).toBeLessThan(100);
      // The unspent credits: those reserved for the part not done.
      const refunded = Math.ceil((reserved * (100 - done)) / 100);
      expect(await tokensUsed()).toBe(usedBefore + reserved - refunded);
      expect(refunded).toBeGreaterThan(0);

      // No ffmpeg of the job is left (the attempt notices the cancel within a second).
      await expect.poll(() => ffmpegOf(jobId), { timeout: 15_000, interval: 200 }).toEqual([]);
      // It stays canceled once its tools are gone.
      const later = await apiGet<{ job: JobAnswer }>(
        server.baseUrl,
        token,
        `/api/localization/jobs/${jobId}`,
      );
      expect(later.job.status).toBe('canceled');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 420_000);
});
