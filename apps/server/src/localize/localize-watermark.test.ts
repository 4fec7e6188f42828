// The localized video's speech carries the keyed watermark of its localization job, like every take: a short talking
// video is dubbed en → es by a real server (PGlite, pg-boss, ffmpeg, pocketsphinx, apertium, espeak-ng), and the MP4
// it streams is found marked by `watermark:check` — naming the job and its owner — and by
// POST /api/audio/watermark-check; the source video it was made from is not.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../admin/commands';
import { upload } from '../test-support/voice-test-client';
import { registerAccount, startTestServer, tempDir, type TestServer } from '../test-support/test-server';
import { createJob, transcribe, waitForJob, type JobAnswer } from './test-support/localize-test-client';
import { talkingVideo, type TalkingVideo } from './test-support/talking-video';

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let source: TalkingVideo;
let job: JobAnswer;
const scratch = tempDir('twin-localize-watermark-');
const localized = join(scratch, 'localized.mp4');

/** Two short sentences: enough speech for the mark (it repeats every 1.5 s), little work for the job. */
const sentences = ['The sun is a star.', 'Thank you for watching this video.'];

beforeAll(async () => {
  server = await startTestServer();
  owner = await registerAccount(server.app);
  source = await talkingVideo(sentences, { pauseSeconds: 1 });
  const transcribed = await transcribe(server.app, owner.token, { path: source.path, filename: 'Star.mp4' });
  expect(transcribed.statusCode, transcribed.body).toBe(200);
  const created = await createJob(server.app, owner.token, {
    video_file: (transcribed.json() as { video_file: string }).video_file,
    source_language: 'en',
    target_language: 'es',
    source_text: sentences.join(' '),
  });
  expect(created.statusCode, created.body).toBe(200);
  ({ job } = await waitForJob(server.app, owner.token, (created.json() as { jobId: string }).jobId));
  expect(job.status, job.error_message ?? '').toBe('completed');
  const response = await server.app.inject({ method: 'GET', url: job.result_video_path! });
  expect(response.statusCode).toBe(200);
  await writeFile(localized, response.rawPayload);
}, 180_000);

afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const adminCheck = (file: string) =>
  runAdminCommand({ db: server.app.database.db, dataDir: server.config.dataDir }, ['watermark:check', file]);

describe('a localized video', () => {
  it('is found marked by watermark:check, which names the localization job and its owner', async () => {
    const { output, exitCode } = await adminCheck(localized);
    expect(exitCode, output).toBe(0);
    expect(output).toContain('carries the Twin Studio watermark');
    expect(output).toMatch(
      new RegExp(
        `^ {2}localization job ${job.id} \\(completed\\), owner ${owner.email}, created .*: "Star\\.mp4" dubbed en → es$`,
        'm',
      ),
    );
    expect(output).not.toContain('No stored clip');
  });

  it('is found marked by POST /api/audio/watermark-check', async () => {
    const response = await upload(server.app, '/api/audio/watermark-check', owner.token, {}, [
      { field: 'file', path: localized, filename: 'localized_Star_es.mp4' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ watermarked: true });
  });

  it('while the video it was made from carries no mark', async () => {
    const { output, exitCode } = await adminCheck(source.path);
    expect(exitCode, output).toBe(1);
    expect(output).toContain('No Twin Studio watermark');
  });
});
