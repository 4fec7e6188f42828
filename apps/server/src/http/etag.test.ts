// Conditional polls on a real server: a GET answer carries a strong ETag, the same poll with If-None-Match answers
// 304 with an empty body, a change answers 200 with a new ETag, and another user's job stays 404 with or without
// the tag. Writes here go through the repositories, as the job runner's would.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishVoiceJob, insertVoiceJob } from '../create-voice/voice-jobs.repository';
import { insertVoiceModel } from '../voices/voice-models.repository';
import { voiceJobs } from '../db/schema';
import {
  bearerHeader,
  putJson,
  registerAccount,
  startTestServer,
  type TestServer,
} from '../test-support/test-server';
import { entityTag, ifNoneMatchNames } from './etag';

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let stranger: Awaited<ReturnType<typeof registerAccount>>;
let jobId: string;

const poll = (url: string, token: string, ifNoneMatch?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: { ...bearerHeader(token), ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
  });

beforeAll(async () => {
  server = await startTestServer();
  owner = await registerAccount(server.app);
  stranger = await registerAccount(server.app);
  const db = server.app.database.db;
  const model = await insertVoiceModel(db, {
    userId: owner.userId,
    modelName: 'Polled voice',
    cloneType: 'pro',
    referenceLanguage: 'en',
  });
  const job = await insertVoiceJob(db, {
    userId: owner.userId,
    modelId: model.id,
    modelName: model.modelName,
  });
  // Ended, so no job runner moves it while the test polls.
  await finishVoiceJob(db, job.id, { status: 'failed', errorMessage: 'First message' });
  jobId = job.id;
});

afterAll(async () => {
  await server?.close();
});

describe('ETag and 304 on polls', () => {
  it('answers a repeated job poll 304 with no body, and a changed job 200 with a new ETag', async () => {
    const url = `/api/voice/jobs/${jobId}`;
    const first = await poll(url, owner.token);
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(tag).toBe(entityTag(first.body));

    const repeated = await poll(url, owner.token, tag);
    expect(repeated.statusCode).toBe(304);
    expect(repeated.body).toBe('');
    expect(repeated.headers.etag).toBe(tag);

    await server.app.database.db
      .update(voiceJobs)
      .set({ errorMessage: 'Second message' })
      .where(eq(voiceJobs.id, jobId));
    const changed = await poll(url, owner.token, tag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ error_message: 'Second message' });
    expect(changed.headers.etag).not.toBe(tag);
  });

  it("answers another user's job 404 whatever tag is sent", async () => {
    const url = `/api/voice/jobs/${jobId}`;
    const tag = (await poll(url, owner.token)).headers.etag as string;
    for (const sent of [undefined, tag, '*']) {
      const response = await poll(url, stranger.token, sent);
      expect(response.statusCode).toBe(404);
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('tags lists and the profile too, and a profile change makes a new tag', async () => {
    const list = await poll('/api/voice/jobs', owner.token);
    expect(list.statusCode).toBe(200);
    expect((await poll('/api/voice/jobs', owner.token, list.headers.etag as string)).statusCode).toBe(304);

    const profile = await poll('/api/user/profile', owner.token);
    const tag = profile.headers.etag as string;
    expect((await poll('/api/user/profile', owner.token, `W/${tag}, "other"`)).statusCode).toBe(304);
    const renamed = await putJson(
      server.app,
      '/api/auth/profile',
      { username: `${owner.username}x` },
      owner.token,
    );
    expect(renamed.statusCode).toBe(200);
    const after = await poll('/api/user/profile', owner.token, tag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
  });

  it('leaves writes untagged', async () => {
    const response = await putJson(
      server.app,
      '/api/auth/profile',
      { username: `${owner.username}y` },
      owner.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('ifNoneMatchNames', () => {
  it('reads lists, weak tags and *, and nothing else', () => {
    expect(ifNoneMatchNames('"a", W/"b"', '"b"')).toBe(true);
    expect(ifNoneMatchNames('*', '"z"')).toBe(true);
    expect(ifNoneMatchNames('"a"', '"b"')).toBe(false);
    expect(ifNoneMatchNames(undefined, '"b"')).toBe(false);
  });
});
