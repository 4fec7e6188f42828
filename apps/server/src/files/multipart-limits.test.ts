// Multipart limits answer 413 with a clear message (never 'The upload was interrupted'): too many text fields and
// too many files, on a real server, keeping nothing in tmp.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf, registerAccount, startTestServer, type TestServer } from '../test-support/test-server';
import { fixture } from '../test-support/audio-fixtures';
import { upload } from '../test-support/voice-test-client';
import { MAX_FILES_PER_REQUEST, tooManyFieldsMessage } from './multipart-upload';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await registerAccount(server.app)).token;
});
afterAll(() => server.close());

const tmpEntries = () => readdirSync(join(server.config.dataDir, 'tmp'));

describe('multipart limits', () => {
  it('answers 413 for a form with 25 text fields', async () => {
    const fields = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`field${i}`, 'x']));
    const response = await upload(server.app, '/api/audio/upload', token, fields, [
      { field: 'audio', path: await fixture('speech-10s.wav') },
    ]);
    expect(response.statusCode).toBe(413);
    expect(messageOf(response)).toBe(tooManyFieldsMessage);
    expect(tmpEntries()).toEqual([]);
  });

  it('answers 413 for more files than one upload may carry', async () => {
    const path = await fixture('speech-10s.wav');
    const files = Array.from({ length: MAX_FILES_PER_REQUEST + 1 }, () => ({ field: 'audio', path }));
    const response = await upload(server.app, '/api/voice/upload-audio?model_name=Many', token, {}, files);
    expect(response.statusCode).toBe(413);
    expect(messageOf(response)).toBe(`At most ${MAX_FILES_PER_REQUEST} files per upload.`);
    expect(tmpEntries()).toEqual([]);
  });
});
