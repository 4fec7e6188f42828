// Issue 25: with STT_URL the transcription answer's `segments` are the engine's verbose_json segments (times as the
// engine gave them, texts trimmed), beside the plain `text`, on a real server with the OpenAI-style engine faked at
// the boundary (test-support/fake-stt-server.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeSegments,
  startFakeSttServer,
  type FakeSttServer,
} from '../engines/transcription/test-support/fake-stt-server';
import { registerAccount, startTestServer, type TestServer } from '../test-support/test-server';
import { transcribe } from './test-support/localize-test-client';
import { talkingVideo } from './test-support/talking-video';

let stt: FakeSttServer;
let server: TestServer;

beforeAll(async () => {
  stt = await startFakeSttServer();
  server = await startTestServer({ transcription: { sttUrl: stt.url } });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await stt?.close();
});

describe('POST /api/localization/transcribe with STT_URL', () => {
  it("answers the engine's verbose_json segments beside the text", async () => {
    const owner = await registerAccount(server.app);
    const video = await talkingVideo(['Hello everyone.', 'This is a test.'], { pauseSeconds: 1 });
    const response = await transcribe(server.app, owner.token, { path: video.path, filename: 'clip.mp4' });
    expect(response.statusCode, response.body).toBe(200);
    expect(stt.received.at(-1)?.fields.response_format).toEqual(['verbose_json']);
    const answer = response.json() as {
      text: string;
      segments: { start: number; end: number; text: string }[];
    };
    expect(answer.segments).toEqual(
      fakeSegments.map((segment) => ({ start: segment.start, end: segment.end, text: segment.text.trim() })),
    );
    expect(answer.text).toBe('Hola a todos. Bienvenidos al curso.');
  });
});
