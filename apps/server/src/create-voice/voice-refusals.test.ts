// Every refused upload answers with the spec's words and a fitting status, and leaves nothing behind: no file
// under DATA_DIR/media or DATA_DIR/tmp, no media row, no voice clone taken.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, voiceModels } from '../db/schema';
import {
  getWithToken,
  messageOf,
  postJson,
  registerAccount,
  startTestServer,
  type TestServer,
} from '../test-support/test-server';
import { fixture, sparseWav } from '../test-support/audio-fixtures';
import type { FilePart } from '../test-support/multipart';
import { storedFiles, upload } from '../test-support/voice-test-client';

let server: TestServer;
let token: string;
const bigFiles = mkdtempSync(join(tmpdir(), 'twin-big-'));

beforeAll(async () => {
  server = await startTestServer();
  token = (await registerAccount(server.app, { plan: 'Pro', voiceClones: 5 })).token;
});
afterAll(async () => {
  await server.close();
  rmSync(bigFiles, { recursive: true, force: true });
});

async function expectNothingStored() {
  expect(storedFiles(server.config.dataDir)).toEqual([]);
  const [media] = await server.app.database.db.select({ rows: count() }).from(mediaFiles);
  const [models] = await server.app.database.db.select({ rows: count() }).from(voiceModels);
  expect(media!.rows).toBe(0);
  expect(models!.rows).toBe(0);
  expect((await getWithToken(server.app, '/api/user/profile', token)).json().voice_clones_used).toBe(0);
}

const pro = { name: 'Pro Clone', referenceLanguage: 'en' };
const quick = { name: 'Quick', type: 'quick_clone' };
const sample = { sample_type: 'neutral', voice_model_id: '', duration: '12' };

interface Case {
  label: string;
  url: string;
  fields: Record<string, string>;
  files: () => Promise<FilePart[]>;
  status: number;
  message: string;
}
const refusal = (
  ...[label, url, fields, files, status, message]: [
    string,
    string,
    Record<string, string>,
    () => Promise<FilePart[]>,
    number,
    string,
  ]
): Case => ({
  label,
  url,
  fields,
  files,
  status,
  message,
});

const audio = (path: Promise<string>, filename?: string) => async (): Promise<FilePart[]> => [
  { field: 'audio', path: await path, ...(filename ? { filename } : {}) },
];

const cases: Case[] = [
  refusal(
    'pro: a video renamed .mp3',
    '/api/voice/pro-clone',
    pro,
    audio(fixture('video.mp3')),
    415,
    'Please select an audio file.',
  ),
  refusal(
    'pro: a text file named .mp3',
    '/api/voice/pro-clone',
    pro,
    audio(fixture('text.mp3')),
    415,
    'Please select an audio file.',
  ),
  refusal(
    'pro: a 60-second file',
    '/api/voice/pro-clone',
    pro,
    audio(fixture('speech-60s.mp3')),
    400,
    'Audio too short. Please upload at least 2 minutes of audio.',
  ),
  refusal(
    'pro: a truncated M4A',
    '/api/voice/pro-clone',
    pro,
    audio(fixture('truncated-150s.m4a'), 'voice.m4a'),
    422,
    'Could not read audio file. Please try a different file.',
  ),
  refusal(
    'pro: a truncated WAV',
    '/api/voice/pro-clone',
    pro,
    audio(fixture('truncated-150s.wav')),
    422,
    'Could not read audio file. Please try a different file.',
  ),
  refusal(
    'pro: over 200 MB',
    '/api/voice/pro-clone',
    pro,
    audio(sparseWav(bigFiles, 200 * 1024 * 1024 + 4096)),
    413,
    'File too large. Maximum size is 200MB.',
  ),
  refusal(
    'pro: no name',
    '/api/voice/pro-clone',
    { referenceLanguage: 'en' },
    audio(fixture('speech-150s.mp3')),
    400,
    'Please enter a name for your voice clone.',
  ),
  refusal(
    'pro: no audio',
    '/api/voice/pro-clone',
    pro,
    async () => [],
    400,
    'Please record or upload a voice sample first.',
  ),
  refusal(
    'quick: 3 seconds',
    '/api/voice/quick-clone',
    quick,
    audio(fixture('speech-3s.wav')),
    400,
    'Audio file must be at least 5 seconds long.',
  ),
  refusal(
    'quick: 40 seconds',
    '/api/voice/quick-clone',
    quick,
    audio(fixture('speech-40s.wav')),
    400,
    'Audio file must be under 30 seconds long.',
  ),
  refusal(
    'quick: over 50 MB',
    '/api/voice/quick-clone',
    quick,
    audio(sparseWav(bigFiles, 50 * 1024 * 1024 + 4096)),
    413,
    'File size must be under 50MB.',
  ),
  refusal(
    'quick: a video',
    '/api/voice/quick-clone',
    quick,
    audio(fixture('video.mp3')),
    415,
    'Please select an audio file.',
  ),
  refusal(
    'sample: 3 seconds',
    '/api/voice/samples/upload',
    sample,
    audio(fixture('speech-3s.wav')),
    400,
    'Recording too short. Please record for at least 5 seconds.',
  ),
  refusal(
    'sample: 40 seconds',
    '/api/voice/samples/upload',
    sample,
    audio(fixture('speech-40s.wav')),
    400,
    'Recording too long. Please keep recordings under 30 seconds.',
  ),
  refusal(
    'sample: text',
    '/api/voice/samples/upload',
    sample,
    audio(fixture('text.mp3')),
    415,
    'Please select an audio file.',
  ),
  refusal(
    'full training: 2.5 minutes in all',
    '/api/voice/upload-audio?model_name=Mine',
    {},
    audio(fixture('speech-150s.mp3')),
    400,
    'Please upload at least 30 minutes of audio.',
  ),
  refusal(
    'full training: one good file and one truncated',
    '/api/voice/upload-audio?model_name=Mine',
    {},
    async () => [
      { field: 'audio', path: await fixture('training-31min.wav') },
      { field: 'audio', path: await fixture('truncated-150s.m4a') },
    ],
    422,
    'Could not read audio file. Please try a different file.',
  ),
];

describe('refused uploads', () => {
  it.each(cases)(
    '$label → $status with the spec’s message, nothing stored',
    async ({ url, fields, files, status, message }) => {
      const response = await upload(server.app, url, token, fields, await files());
      expect(response.statusCode, response.body).toBe(status);
      expect(messageOf(response)).toBe(message);
      await expectNothingStored();
    },
  );

  it('refuses a JSON body on an upload call with 415, and an anonymous upload with 401', async () => {
    const json = await postJson(server.app, '/api/voice/pro-clone', pro, token);
    expect(json.statusCode).toBe(415);
    expect(messageOf(json)).toBe('Send the form as multipart/form-data.');
    const anonymous = await upload(
      server.app,
      '/api/voice/pro-clone',
      null,
      pro,
      await audio(fixture('speech-150s.mp3'))(),
    );
    expect(anonymous.statusCode).toBe(401);
    await expectNothingStored();
  });

  it('refuses a new voice with 403 on a plan without clones, before reading the upload', async () => {
    const none = await registerAccount(server.app, { plan: 'Starter', voiceClones: 0 });
    const refused = await upload(
      server.app,
      '/api/voice/pro-clone',
      none.token,
      pro,
      await audio(fixture('speech-150s.mp3'))(),
    );
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(
      'Your plan does not include voice clones. Please upgrade your plan on the Account page to create a voice.',
    );
    await expectNothingStored();
  });
});
