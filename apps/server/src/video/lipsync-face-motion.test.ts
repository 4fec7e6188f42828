// The embedded "face" lip-sync engine through the real server (PGlite, pg-boss, ffmpeg, the face model), as a creator
// uses it: a 20 s talking-head video of a real face (the public-domain astronaut portrait, zoomed and drifting) and a
// soundtrack of two spoken sentences with a 2 s pause become a lip-sync job; its downloaded result is measured by the
// lip-motion meter (the creator's consent, recorded with a camera, shows the same face). The mouth follows the sound, shuts in the pause, nothing outside the mouth and jaw changes, and
// the face is found in nearly every frame.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../test-support/voice-test-client';
import { measureLipMotion, type LipMotion } from '../engines/lipsync/test-support/lip-motion-meter';
import { describe as describeMedia } from '../engines/lipsync/test-support/lipsync-media';
import {
  hasAstronautPortrait,
  makeFaceVideo,
  makeSpeechWithPause,
} from '../engines/lipsync/test-support/talking-face';
import { probeAudioSeconds } from '../engines/lipsync/lipsync-probe';
import {
  getWithToken,
  postJson,
  registerAccount,
  startTestServer,
  tempDir,
  type TestServer,
} from '../test-support/test-server';
import { uploadVideos, waitForVideo } from '../test-support/video-test-client';
import { recordFaceConsent } from '../test-support/face-consent';

let server: TestServer;
const scratch = tempDir('twin-lipsync-motion-');
let sourceVideo: string;
let motion: LipMotion;
let resultPath: string;
let speechSeconds: number;

beforeAll(async () => {
  if (!hasAstronautPortrait()) throw new Error('python3-skimage is needed (npm test installs it)');
  server = await startTestServer();
  const owner = await registerAccount(server.app, { planTokens: 120 });
  let speech: string;
  [sourceVideo, speech] = await Promise.all([makeFaceVideo(scratch, 20), makeSpeechWithPause(scratch)]);
  speechSeconds = await probeAudioSeconds(speech);
  await recordFaceConsent(server.app, owner.token, sourceVideo);

  const uploaded = await uploadVideos(server.app, '/api/videos/upload', owner.token, [
    { path: sourceVideo, filename: 'lesson.mp4' },
  ]);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const videoId = (uploaded.json() as { videos: { id: string }[] }).videos[0]!.id;
  expect((await waitForVideo(server.app, owner.token, videoId, 60_000)).status).toBe('ready');

  const take = await upload(server.app, '/api/audio/upload', owner.token, {}, [
    { field: 'audio', path: speech, filename: 'lesson.wav' },
  ]);
  expect(take.statusCode, take.body).toBe(201);
  const url = (take.json() as { clip: { url: string } }).clip.url;
  const started = await postJson(
    server.app,
    '/api/videos/lipsync-timeline',
    {
      videoId,
      useCodeformer: true,
      timelineClips: [
        { type: 'upload', url, name: 'lesson', startTime: 0, duration: speechSeconds, originalStartOffset: 0, originalDuration: speechSeconds }, // prettier-ignore
      ],
    },
    owner.token,
  );
  expect(started.statusCode, started.body).toBe(200);
  const jobId = (started.json() as { job: { id: string } }).job.id;

  type Job = { id: string; status: string; result_video_path: string | null; face_note?: string | null };
  let job: Job | undefined;
  const deadline = Date.now() + 240_000;
  while (!job || !['completed', 'failed'].includes(job.status)) {
    if (Date.now() > deadline) throw new Error(`the lip-sync job did not finish: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const listed = (await getWithToken(server.app, '/api/videos/lipsync', owner.token)).json() as {
      jobs: Job[];
    };
    job = listed.jobs.find((candidate) => candidate.id === jobId);
  }
  expect(job).toMatchObject({ status: 'completed', face_note: null });
  const downloaded = await server.app.inject({
    method: 'GET',
    url: `${job!.result_video_path!}&download=true`,
  });
  expect(downloaded.statusCode).toBe(200);
  resultPath = join(scratch, 'downloaded.mp4');
  writeFileSync(resultPath, downloaded.rawPayload);
  motion = await measureLipMotion(resultPath, sourceVideo);
  const { gaps: _gaps, envelope: _envelope, ...figures } = motion;
  console.info(`lip-motion meter on the downloaded result: ${JSON.stringify(figures)}`);
}, 420_000);

afterAll(async () => {
  await server?.close();
});

describe('a lip-sync video from the real server, measured on the download', () => {
  it('finds the face in at least 95% of its frames', () => {
    expect(motion.faceFound).toBeGreaterThanOrEqual(0.95);
  });

  it('opens the mouth with the sound: r ≥ 0.5 at the best lag within ±3 frames', () => {
    expect(motion.correlation).toBeGreaterThanOrEqual(0.5);
  });

  it('shuts the mouth in the pauses: silence/speech lip gap ≤ 0.6', () => {
    expect(motion.silenceToSpeechGap).toBeLessThanOrEqual(0.6);
  });

  it('leaves the picture outside the mouth-and-jaw box as it was: PSNR ≥ 32 dB at the 5th percentile', () => {
    expect(motion.psnrOutsideP5).toBeGreaterThanOrEqual(32);
  });

  it('is a browser-ready MP4 as long as the soundtrack, its picture as long as its sound', async () => {
    const facts = await describeMedia(resultPath);
    expect(facts.video?.codec).toBe('h264');
    expect(facts.audio?.codec).toBe('aac');
    expect(Math.abs(facts.audio!.seconds - speechSeconds)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(facts.video!.seconds - facts.audio!.seconds)).toBeLessThanOrEqual(1 / 25 + 0.001);
  });
});
