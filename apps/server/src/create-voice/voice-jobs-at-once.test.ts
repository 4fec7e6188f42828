// A user may have only so many voices being created at once (VOICE_JOBS_AT_ONCE_PER_USER, default 2): the next
// upload is refused with 429 and keeps nothing, while another user is not affected. Jobs are held back here (the
// queues do not run), so the unfinished ones stay unfinished.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultUsageLimits } from '../config';
import { messageOf, registerAccount, startTestServer, type TestServer } from '../test-support/test-server';
import { fixture } from '../test-support/audio-fixtures';
import { storedFiles, upload } from '../test-support/voice-test-client';
import { voiceJobsAtOnceMessage } from './voice-messages';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ jobs: { run: false }, usageLimits: defaultUsageLimits });
});
afterAll(() => server.close());

const quickClone = async (token: string) =>
  upload(server.app, '/api/voice/quick-clone', token, { name: 'Quick', type: 'quick_clone' }, [
    { field: 'audio', path: await fixture('speech-10s.wav') },
  ]);

describe('voice jobs at once', () => {
  it('refuses a third unfinished voice with 429, storing nothing; another user still creates one', async () => {
    const busy = await registerAccount(server.app, { plan: 'Pro', voiceClones: -1 });
    expect((await quickClone(busy.token)).statusCode).toBe(201);
    expect((await quickClone(busy.token)).statusCode).toBe(201);
    const stored = storedFiles(server.config.dataDir);
    const third = await quickClone(busy.token);
    expect(third.statusCode).toBe(429);
    expect(messageOf(third)).toBe(voiceJobsAtOnceMessage(2));
    expect(storedFiles(server.config.dataDir)).toEqual(stored);
    const other = await registerAccount(server.app, { plan: 'Pro', voiceClones: -1 });
    expect((await quickClone(other.token)).statusCode).toBe(201);
  });
});
