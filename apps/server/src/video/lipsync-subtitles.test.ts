// Issue 25, part A: a lip-sync result's captions, against a real server (PGlite, pg-boss, ffmpeg, espeak-ng speech, the
// embedded lip-sync engine). Two takes generated in a quick voice are placed on a timeline (one sentence at 0.5 s,
// two sentences at 5 s): the result carries a mov_text track holding the takes' sentences at their timeline
// positions, one cue per sentence; its SRT and WebVTT downloads parse and match that track; the card's fields name
// the video and the script's first words, and the downloads are named as the card reads. Another user gets 404 for
// the subtitles (bearer and media link). One server and one result for the whole file. The job is sent as the studio
// sends it, with its own mix of the timeline (mixedAudioUrl): the takes' texts must survive the mix.
import { rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  embeddedCues,
  parseSrt,
  parseVtt,
  subtitleStream,
} from '../media/subtitles/test-support/subtitle-probe';
import type { SubtitleCue } from '../media/subtitles/subtitle-files';
import {
  getWithToken,
  postJson,
  registerAccount,
  startTestServer,
  tempDir,
  type TestServer,
} from '../test-support/test-server';
import { createVoice, speechRequest } from '../test-support/speech-client';
import { fixture } from '../test-support/audio-fixtures';
import { videoFixture } from '../test-support/video-fixtures';
import { upload } from '../test-support/voice-test-client';
import { uploadVideos, waitForVideo } from '../test-support/video-test-client';

const FIRST = 'Hello and welcome to the show.';
const SECOND = ['Today we talk about the sea.', 'It is very big.'];

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let stranger: Awaited<ReturnType<typeof registerAccount>>;
let takes: { startTime: number; duration: number }[];
let job: {
  id: string;
  status: string;
  result_video_path: string | null;
  error_message?: string | null;
  video_name?: string;
  script_start?: string;
  subtitles_url?: string | null;
};
let embedded: SubtitleCue[];
const scratch = tempDir('twin-lipsync-subtitles-');

async function generate(voice: Awaited<ReturnType<typeof createVoice>>, text: string) {
  const response = await postJson(server.app, '/api/tts/generate', speechRequest(voice, text), owner.token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { clip: { url: string; duration: number; name: string } }).clip;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await registerAccount(server.app);
  stranger = await registerAccount(server.app);
  const voice = await createVoice(server.app, owner.token, 'quick');
  const first = await generate(voice, FIRST);
  const second = await generate(voice, SECOND.join(' '));
  const uploaded = await uploadVideos(server.app, '/api/videos/upload', owner.token, [
    { path: await videoFixture('web.mp4'), filename: 'talk.mp4' },
  ]);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const videoId = (uploaded.json() as { videos: { id: string }[] }).videos[0]!.id;
  expect((await waitForVideo(server.app, owner.token, videoId)).status).toBe('ready');
  takes = [
    { startTime: 0.5, duration: first.duration },
    { startTime: 5, duration: second.duration },
  ];
  const clips = [first, second].map((clip, index) => ({
    type: 'tts',
    url: clip.url,
    name: clip.name,
    startTime: takes[index]!.startTime,
    duration: clip.duration,
    originalStartOffset: 0,
    originalDuration: clip.duration,
  }));
  // The browser's mix of the timeline, as the studio uploads it (any sound of the caller's will do here).
  const mix = await upload(server.app, '/api/audio/upload', owner.token, {}, [
    { field: 'audio', path: await fixture('speech-10s.wav'), filename: 'timeline-mix.wav' },
  ]);
  expect(mix.statusCode, mix.body).toBe(201);
  const mixedAudioUrl = (mix.json() as { clip: { url: string } }).clip.url;
  const created = await postJson(
    server.app,
    '/api/videos/lipsync-timeline',
    { videoId, timelineClips: clips, useCodeformer: true, mixedAudioUrl },
    owner.token,
  );
  expect(created.statusCode, created.body).toBe(200);
  const id = (created.json() as { job: { id: string } }).job.id;
  const deadline = Date.now() + 180_000;
  for (;;) {
    const { jobs } = (await getWithToken(server.app, '/api/videos/lipsync', owner.token)).json() as {
      jobs: (typeof job)[];
    };
    job = jobs.find((candidate) => candidate.id === id)!;
    if (job.status === 'completed' || job.status === 'failed' || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(job.status, job.error_message ?? '').toBe('completed');
  const response = await server.app.inject({ method: 'GET', url: job.result_video_path! });
  const path = join(scratch, 'result.mp4');
  await writeFile(path, response.rawPayload);
  expect(await subtitleStream(path)).toEqual({ codec: 'mov_text', language: 'eng' });
  embedded = await embeddedCues(path);
}, 300_000);

afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const subtitlesPath = () => `/api/videos/lipsync/${job.id}/subtitles`;

describe('the result', () => {
  it("carries the takes' sentences at their timeline positions, one cue per sentence", () => {
    expect(embedded.map((cue) => cue.text)).toEqual([FIRST, ...SECOND]);
    const [first, second, third] = embedded as [SubtitleCue, SubtitleCue, SubtitleCue];
    const [take1, take2] = takes as [(typeof takes)[0], (typeof takes)[0]];
    expect(Math.abs(first.start - take1.startTime)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(first.end - (take1.startTime + take1.duration))).toBeLessThanOrEqual(0.05);
    expect(Math.abs(second.start - take2.startTime)).toBeLessThanOrEqual(0.05);
    expect(second.end).toBeLessThanOrEqual(third.start + 0.001);
    expect(third.start).toBeGreaterThan(take2.startTime);
    expect(Math.abs(third.end - (take2.startTime + take2.duration))).toBeLessThanOrEqual(0.05);
  });

  it("names the card: the video's name and the script's first words", () => {
    expect(job.video_name).toBe('talk');
    expect(job.script_start).toBe('Hello and welcome to the…');
  });
});

describe('subtitle downloads', () => {
  it('answers SRT and WebVTT that parse and match the track within 0.05 s, named as the card reads', async () => {
    const srt = await getWithToken(server.app, `${subtitlesPath()}?format=srt`, owner.token);
    expect(srt.statusCode, srt.body).toBe(200);
    expect(srt.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('talk · Hello and welcome to the….srt')}`,
    );
    const vtt = await server.app.inject({ method: 'GET', url: `${job.subtitles_url}&format=vtt` });
    expect(vtt.statusCode, vtt.body).toBe(200);
    for (const cues of [parseSrt(srt.body), parseVtt(vtt.body)]) {
      expect(cues.map((cue) => cue.text)).toEqual(embedded.map((cue) => cue.text));
      cues.forEach((cue, index) => {
        expect(Math.abs(cue.start - embedded[index]!.start)).toBeLessThanOrEqual(0.05);
        expect(Math.abs(cue.end - embedded[index]!.end)).toBeLessThanOrEqual(0.05);
      });
    }
  });

  it('is 404 for another user, with a bearer token and with a media link', async () => {
    const bearer = await getWithToken(server.app, `${subtitlesPath()}?format=srt`, stranger.token);
    expect(bearer.statusCode).toBe(404);
    const link = await server.app.services.mediaLinks.link(
      { id: stranger.userId, tokenVersion: 0 },
      subtitlesPath(),
    );
    expect((await server.app.inject({ method: 'GET', url: `${link}&format=vtt` })).statusCode).toBe(404);
  });
});
