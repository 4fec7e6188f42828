// A password change on a real server (PGlite, the session-user cache warm): every session and media link issued
// before it gets 401 at once, the session that changed it goes on with the token it gets back, and a wrong current
// password changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../test-support/audio-fixtures';
import { upload } from '../test-support/voice-test-client';
import {
  getWithToken,
  messageOf,
  postJson,
  putJson,
  registerAccount,
  startTestServer,
  type TestServer,
} from '../test-support/test-server';
import { wrongCurrentPasswordMessage } from './auth.routes';
import { sessionExpiredMessage } from './authenticate';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  putJson(server.app, '/api/auth/change-password', { currentPassword, newPassword }, token);
const get = (url: string) => server.app.inject({ method: 'GET', url });

async function accountWithAudio() {
  const account = await registerAccount(server.app);
  const uploaded = await upload(server.app, '/api/audio/upload', account.token, {}, [
    { field: 'audio', path: await fixture('speech-3s.wav'), filename: 'take.wav' },
  ]);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const link = await server.app.services.mediaLinks.link(
    { id: account.userId, tokenVersion: 0 },
    uploaded.json().clip.url as string,
  );
  return { ...account, link };
}

describe('PUT /api/auth/change-password ends the sessions and media links before it', () => {
  it('gives the old token, another session and a media link 401; the returned token goes on', async () => {
    const account = await accountWithAudio();
    const otherSession = (await postJson(server.app, '/api/auth/login', account)).json().token as string;
    // Warm the session-user cache for both sessions and use the link once, so nothing answers from memory later.
    for (const token of [account.token, otherSession]) {
      for (let call = 0; call < 3; call += 1) {
        expect((await getWithToken(server.app, '/api/user/profile', token)).statusCode).toBe(200);
      }
    }
    expect((await get(account.link)).statusCode).toBe(200);

    const change = await changePassword(account.token, account.password, 'a-new-secret');
    expect(change.statusCode, change.body).toBe(200);
    const reissued = change.json().token as string;

    for (const old of [account.token, otherSession]) {
      const refused = await getWithToken(server.app, '/api/user/profile', old);
      expect(refused.statusCode).toBe(401);
      expect(messageOf(refused)).toBe(sessionExpiredMessage);
    }
    expect((await get(account.link)).statusCode).toBe(401);
    expect((await getWithToken(server.app, '/api/user/profile', reissued)).statusCode).toBe(200);
    const freshLink = await server.app.services.mediaLinks.link(
      { id: account.userId, tokenVersion: 1 },
      new URL(account.link, 'http://x').pathname,
    );
    expect((await get(freshLink)).statusCode).toBe(200);
  });

  it('refuses a wrong current password and keeps every session and link working', async () => {
    const account = await accountWithAudio();
    const refused = await changePassword(account.token, 'not-the-password', 'a-new-secret');
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe(wrongCurrentPasswordMessage);
    expect((await getWithToken(server.app, '/api/user/profile', account.token)).statusCode).toBe(200);
    expect((await get(account.link)).statusCode).toBe(200);
    const login = await postJson(server.app, '/api/auth/login', {
      email: account.email,
      password: 'a-new-secret',
    });
    expect(login.statusCode).toBe(401);
  });
});
