// The consent face check before lip-sync (issue 23), through the real server (PGlite, pocketsphinx, ffmpeg, the face
// model): a consent recorded with a camera keeps the face it saw; a video of that face starts lip-sync, another
// person's face (an lfw_subset crop) or a creator without a camera consent is refused at the start in plain words,
// at no cost; the video list says before any credit is spent how each video's face compares.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLfwFace, hasLfwSubset } from '../engines/lipsync/test-support/face-samples';
import { hasAstronautPortrait, makeFaceVideo } from '../engines/lipsync/test-support/talking-face';
import { runFfmpeg } from '../media/run-ffmpeg';
import { fixture } from '../test-support/audio-fixtures';
import { recordPassedConsent } from '../test-support/consent-client';
import { recordFaceConsent } from '../test-support/face-consent';
import { tokenUsage } from '../test-support/speech-client';
import {
  getWithToken,
  messageOf,
  postJson,
  registerAccount,
  startTestServer,
  tempDir,
  type TestServer,
} from '../test-support/test-server';
import { upload } from '../test-support/voice-test-client';
import { uploadReadyVideo } from '../test-support/video-test-client';
import { lipsyncMessages } from './lipsync-messages';

let server: TestServer;
let creator: Awaited<ReturnType<typeof registerAccount>>;
let withoutCamera: Awaited<ReturnType<typeof registerAccount>>;
const scratch = tempDir('twin-lipsync-consent-face-');
let astronautVideo: string;
let otherPersonVideo: string;

interface ListedVideo {
  id: string;
  face_check: string | null;
  consent_face?: string | null;
}

const uploadReady = (token: string, path: string, filename: string) =>
  uploadReadyVideo(server.app, token, { path, filename }, 90_000);

async function listed(token: string, id: string): Promise<ListedVideo> {
  const answer = (await getWithToken(server.app, '/api/videos', token)).json() as { videos: ListedVideo[] };
  return answer.videos.find((video) => video.id === id)!;
}

/** Starts lip-sync of `videoId` over the 3 s take: the answer. */
async function start(token: string, videoId: string) {
  const take = await upload(server.app, '/api/audio/upload', token, {}, [
    { field: 'audio', path: await fixture('speech-3s.wav'), filename: 'take.wav' },
  ]);
  expect(take.statusCode, take.body).toBe(201);
  const url = (take.json() as { clip: { url: string } }).clip.url;
  return postJson(
    server.app,
    '/api/videos/lipsync-timeline',
    {
      videoId,
      timelineClips: [
        {
          type: 'upload',
          url,
          name: 'take',
          startTime: 0,
          duration: 3,
          originalStartOffset: 0,
          originalDuration: 3,
        },
      ],
    },
    token,
  );
}

beforeAll(async () => {
  if (!hasAstronautPortrait() || !hasLfwSubset())
    throw new Error('python3-skimage is needed (npm test installs it)');
  server = await startTestServer();
  [creator, withoutCamera] = await Promise.all([
    registerAccount(server.app, { planTokens: 60 }),
    registerAccount(server.app, { planTokens: 60 }),
  ]);
  astronautVideo = await makeFaceVideo(scratch, 3);
  const lfw = await makeLfwFace(scratch, 1, 320);
  otherPersonVideo = `${scratch}/other-person.mp4`;
  await runFfmpeg([
    ...['-loop', '1', '-framerate', '25', '-i', lfw, '-t', '3'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', otherPersonVideo],
  ]);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('a consent recorded with a camera', () => {
  it('keeps the one face it saw: passed, its score the share of frames with one face', async () => {
    const record = await recordFaceConsent(server.app, creator.token, astronautVideo);
    expect(record.status).toBe('passed');
    expect(record.face?.passed).toBe(true);
    expect(record.face!.score).toBeGreaterThanOrEqual(0.5);
  }, 240_000);
});

describe('lip-sync of a video with a face', () => {
  it('starts when the face is the consent face, and the list says it matches', async () => {
    const id = await uploadReady(creator.token, astronautVideo, 'me.mp4');
    expect(await listed(creator.token, id)).toMatchObject({ face_check: 'ready', consent_face: 'matches' });
    const started = await start(creator.token, id);
    expect(started.statusCode, started.body).toBe(200);
  }, 180_000);

  it('refuses another person’s face at no cost, and the list says it differs', async () => {
    const id = await uploadReady(creator.token, otherPersonVideo, 'someone.mp4');
    expect(await listed(creator.token, id)).toMatchObject({ face_check: 'ready', consent_face: 'differs' });
    const before = await tokenUsage(server.app, creator.token);
    const refused = await start(creator.token, id);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(lipsyncMessages.faceMismatch);
    expect(await tokenUsage(server.app, creator.token)).toEqual(before);
  }, 180_000);

  it('refuses a creator whose consent has no face (audio only), saying what to do', async () => {
    const record = (await recordPassedConsent(server.app, withoutCamera.token)) as { face?: unknown };
    expect(record.face).toBeNull();
    const id = await uploadReady(withoutCamera.token, astronautVideo, 'me.mp4');
    expect((await listed(withoutCamera.token, id)).consent_face).toBe('no_consent_face');
    const before = await tokenUsage(server.app, withoutCamera.token);
    const refused = await start(withoutCamera.token, id);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(lipsyncMessages.noConsentFace);
    expect(await tokenUsage(server.app, withoutCamera.token)).toEqual(before);
  }, 240_000);
});
