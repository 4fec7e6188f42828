// With LIPSYNC_URL (a Cog predictor) the localized video is lip-synced: the job sends the dubbed video and its track
// to the predictor (a fake that speaks Cog's protocol: the real one is a boundary we do not own and needs a GPU) and
// stores what comes back with the dubbed track under it. Without it (the other tests) no lip-sync runs. Since that
// animates the source's face, a face is taken only when it is the creator's consent face (issue 23), before credits.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  startFakeCogPredictor,
  type FakeCogPredictor,
} from '../engines/lipsync/test-support/fake-cog-predictor';
import { registerAccount, startTestServer, tempDir, type TestServer } from '../test-support/test-server';
import { probeVideo } from '../media/probe-video';
import { runFfmpeg } from '../media/run-ffmpeg';
import { makeFaceVideo } from '../engines/lipsync/test-support/talking-face';
import { recordFaceConsent } from '../test-support/face-consent';
import { tokenUsage } from '../test-support/speech-client';
import { consentFaceMessages } from '../voices/consent-face-gate';
import { createJob, transcribe, waitForJob } from './test-support/localize-test-client';
import { talkingVideo } from './test-support/talking-video';

let server: TestServer;
let cog: FakeCogPredictor;
const scratch = tempDir('twin-localize-lipsync-');

beforeAll(async () => {
  cog = await startFakeCogPredictor();
  cog.behaviour = 'data-url';
  server = await startTestServer({ lipsync: { lipsyncUrl: cog.url } });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await cog?.close();
});

it('sends the dubbed video to the Cog predictor and stores its answer', async () => {
  const owner = await registerAccount(server.app);
  const lesson = await talkingVideo();
  const transcribed = await transcribe(server.app, owner.token, {
    path: lesson.path,
    filename: 'lesson.mp4',
  });
  expect(transcribed.statusCode, transcribed.body).toBe(200);
  const { text, video_file } = transcribed.json() as { text: string; video_file: string };
  const created = await createJob(server.app, owner.token, {
    video_file,
    source_language: 'auto',
    target_language: 'es',
    source_text: text,
  });
  expect(created.statusCode, created.body).toBe(200);
  const { job, progress } = await waitForJob(
    server.app,
    owner.token,
    (created.json() as { jobId: string }).jobId,
  );
  expect(job.status, job.error_message ?? '').toBe('completed');
  expect(progress).toContain('Lip-syncing the video...');
  expect(cog.predictions).toHaveLength(1);
  expect(String(cog.predictions[0]!.input.video)).toMatch(/^data:video\/mp4;base64,/);
  expect(String(cog.predictions[0]!.input.audio)).toMatch(/^data:audio\//);
  const response = await server.app.inject({ method: 'GET', url: job.result_video_path! });
  const path = join(scratch, 'lipsynced.mp4');
  await writeFile(path, response.rawPayload);
  const probe = await probeVideo(path);
  expect(probe.video?.codec).toBe('h264');
  expect(probe.audio?.codec).toBe('aac');
  expect(probe.durationSeconds).toBeGreaterThan(lesson.seconds - 0.2);
}, 180_000);

it("refuses a face that is not the creator's consent face before any credit, and takes it after a camera consent", async () => {
  const owner = await registerAccount(server.app);
  const lesson = await talkingVideo();
  // The lesson's speech over the astronaut's face.
  const faceVideo = await makeFaceVideo(scratch, Math.ceil(lesson.seconds));
  const facePath = join(scratch, 'face-lesson.mp4');
  await runFfmpeg([
    ...['-i', faceVideo, '-i', lesson.path, '-map', '0:v:0', '-map', '1:a:0', '-shortest'],
    ...['-c:v', 'copy', '-c:a', 'aac', facePath],
  ]);
  const transcribed = await transcribe(server.app, owner.token, { path: facePath, filename: 'face.mp4' });
  expect(transcribed.statusCode, transcribed.body).toBe(200);
  const { text, video_file } = transcribed.json() as { text: string; video_file: string };
  const body = { video_file, source_language: 'auto', target_language: 'es', source_text: text };
  const before = (await tokenUsage(server.app, owner.token)).plan_tokens_used;

  const refused = await createJob(server.app, owner.token, body);
  expect(refused.statusCode, refused.body).toBe(403);
  expect(refused.body).toContain(consentFaceMessages.noConsentFace);
  expect((await tokenUsage(server.app, owner.token)).plan_tokens_used).toBe(before);
  expect(cog.predictions).toHaveLength(1); // only the first test's

  await recordFaceConsent(server.app, owner.token, faceVideo);
  const taken = await createJob(server.app, owner.token, body);
  expect(taken.statusCode, taken.body).toBe(200);
  const { job } = await waitForJob(server.app, owner.token, (taken.json() as { jobId: string }).jobId);
  expect(job.status, job.error_message ?? '').toBe('completed');
}, 300_000);
