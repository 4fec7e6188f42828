// The client against a fake fetch: headers, bodies, bases, answer parsing and error normalisation.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { UserProfileResponse } from '../account/account.schemas';
import type { AuthResponse, LoginRequest } from '../auth/auth.schemas';
import type { GenerateSpeechResponse } from '../text-to-speech/text-to-speech.schemas';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from './api-error';
import { createApiClient, type ApiClientOptions } from './create-api-client';
import type { FetchFunction } from './request';

interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: RequestInit['body'];
  signal: AbortSignal | null | undefined;
}

type Reply = Response | (() => Response | Promise<Response>);

function fakeFetch(reply: Reply) {
  const calls: RecordedCall[] = [];
  const fetch: FetchFunction = async (url, init) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      signal: init.signal,
    });
    return typeof reply === 'function' ? reply() : reply.clone();
  };
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const user = {
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  created_at: '2025-01-02T03:04:05.000Z',
  current_plan: 'Starter',
  voice_clones_used: 0,
  voice_clones_allowed: 1,
};

function clientWith(reply: Reply, token: string | null = null, extra: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(reply);
  const client = createApiClient({
    baseUrl: 'http://api.test',
    getToken: () => token,
    fetch: fake.fetch,
    ...extra,
  });
  return { client, calls: fake.calls };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('requests', () => {
  it('posts the login as JSON without Authorization when there is no token, and parses the answer', async () => {
    const { client, calls } = clientWith(json({ token: 't1', user, extra: 'ignored' }));
    const answer = await client.auth.login({ email: 'ada@example.com', password: 'secret' });
    expect(answer).toEqual({ token: 't1', user });
    expect(calls[0]).toMatchObject({ url: 'http://api.test/api/auth/login', method: 'POST' });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ email: 'ada@example.com', password: 'secret' });
  });

  it('adds the bearer header when a token exists, reading it at every call', async () => {
    let token: string | null = 'first';
    const fake = fakeFetch(() => json({ user }));
    const client = createApiClient({ baseUrl: 'http://api.test/', getToken: () => token, fetch: fake.fetch });
    await client.auth.profile();
    token = 'second';
    await client.auth.profile();
    token = '';
    await client.auth.profile();
    expect(fake.calls.map((c) => c.headers.get('Authorization'))).toEqual([
      'Bearer first',
      'Bearer second',
      null,
    ]);
    expect(fake.calls[0]?.url).toBe('http://api.test/api/auth/profile');
  });

  it('uses the method and path of each call', async () => {
    const { client, calls } = clientWith(() => json({ success: true, token: 'fresh' }), 't');
    await client.auth.changePassword({ currentPassword: 'a', newPassword: 'bbbbbb' });
    await client.contact.submitQuestionnaire({
      industry: 'Retail',
      videoProductionHours: '0-10 hours',
      localization: 'No',
      videoLength: '1-3 minutes',
      goals: 'g',
      firstName: 'a',
      lastName: 'b',
      email: 'a@b.co',
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT http://api.test/api/auth/change-password',
      'POST http://api.test/api/contact-form',
    ]);
  });

  it('puts path parameters in the path, encoded', async () => {
    const { client, calls } = clientWith(json({ valid: false, planTokensTotal: 0, voiceClonesAllowed: 0 }));
    const answer = await client.signup.validateCode('AB/12 ?');
    expect(answer.valid).toBe(false);
    expect(calls[0]?.url).toBe('http://api.test/api/custom-signup/validate-code/AB%2F12%20%3F');
  });

  it('sends FormData untouched for multipart calls, letting fetch set the boundary', async () => {
    const { client, calls } = clientWith(json({ job_id: 'j1' }), 't');
    const form = new FormData();
    form.append('audio', new Blob(['x']), 'a.wav');
    await client.voice.uploadAudio('My Voice', form);
    expect(calls[0]?.url).toBe('http://api.test/api/voice/upload-audio?model_name=My+Voice');
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer t');
  });

  it('sends no body for a POST without payload', async () => {
    const model = {
      id: 'm1',
      model_name: 'Pro Clone',
      status: 'ready',
      clone_type: 'pro',
      reference_language: 'en',
      categorization_completed: true,
      created_at: 'now',
    };
    const { client, calls } = clientWith(json({ success: true, model }), 't');
    await client.voice.completeModel('m1');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'http://api.test/api/voice/models/m1/complete',
      body: undefined,
    });
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('defaults baseUrl to same origin', async () => {
    const fake = fakeFetch(json({ ok: true }));
    const client = createApiClient({ getToken: () => null, fetch: fake.fetch });
    await client.health();
    expect(fake.calls[0]?.url).toBe('/api/health');
  });

  it('gives tts.generate a time limit signal and passes the caller signal through', async () => {
    const { client, calls } = clientWith(() => json({ user }));
    const controller = new AbortController();
    await client.auth.profile({ signal: controller.signal });
    expect(calls[0]?.signal).toBe(controller.signal);
    await client.tts
      .generate({
        modelId: 'm1',
        text: 'hi',
        exaggeration: 0.5,
        temperature: 0.8,
        cfg_weight: 0.5,
        language: 'en',
        model_type: 'chatterbox_base',
        referenceClipId: 'c1',
      })
      .catch(() => undefined);
    expect(calls[1]?.signal).toBeInstanceOf(AbortSignal);
  });
});

describe('speech-test service', () => {
  it('goes to {baseUrl}/api/speech-test by default and never sends Authorization', async () => {
    const { client, calls } = clientWith(json({ success: true }), 'secret-token');
    expect(await client.speechTest.health()).toEqual({ success: true });
    expect(calls[0]?.url).toBe('http://api.test/api/speech-test/health');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('uses a configured base for submit and status', async () => {
    const { client, calls } = clientWith(() => json({ success: true, job_id: 'j1' }), 't', {
      speechTestBase: 'https://vibe.example/',
    });
    await client.speechTest.submit({
      text: 'Hi',
      ref_url: 'r',
      cfg_scale: 1.3,
      inference_steps: 20,
      seed: 42,
      speed: 1,
    });
    await client.speechTest.status('j1').catch(() => undefined);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST https://vibe.example/submit',
      'GET https://vibe.example/status/j1',
    ]);
    expect(calls.every((c) => !c.headers.has('Authorization'))).toBe(true);
  });

  it('downloads from the derived path as a Blob', async () => {
    const { client, calls } = clientWith(
      new Response('RIFF', { headers: { 'Content-Type': 'audio/wav' } }),
      't',
    );
    const blob = await client.speechTest.download('/api/download/out 1.wav');
    expect(await blob.text()).toBe('RIFF');
    expect(calls[0]?.url).toBe('http://api.test/api/speech-test/download/out 1.wav');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it("prefers the service's error field when it fails", async () => {
    const { client } = clientWith(json({ success: false, error: 'Model not loaded' }, 503));
    const error = await failure(client.speechTest.health());
    expect(error).toMatchObject({ status: 503, message: 'Model not loaded' });
  });
});

describe('errors', () => {
  it("prefers the server's message", async () => {
    const { client } = clientWith(json({ message: 'Invalid email or password.' }, 401));
    const error = await failure(client.auth.login({ email: 'a@b.co', password: 'x' }));
    expect(error).toMatchObject({
      status: 401,
      message: 'Invalid email or password.',
      kind: 'http',
      routeId: 'auth.login',
    });
    expect(error.serverMessage).toBe('Invalid email or password.');
  });

  it.each([
    ['login', 'Login failed'],
    ['register', 'Registration failed'],
    ['updateProfile', 'Profile update failed'],
    ['changePassword', 'Password change failed'],
  ] as const)('falls back to the spec text for %s: %s', async (method, text) => {
    const { client } = clientWith(new Response('<html>Bad gateway</html>', { status: 502 }), 't');
    const calls = {
      login: () => client.auth.login({ email: 'a@b.co', password: 'x' }),
      register: () => client.auth.register({ username: 'ada', email: 'a@b.co', password: 'secret' }),
      updateProfile: () => client.auth.updateProfile({ username: 'ada' }),
      changePassword: () => client.auth.changePassword({ currentPassword: 'a', newPassword: 'bbbbbb' }),
    };
    const error = await failure(calls[method]());
    expect(error).toMatchObject({ status: 502, message: text, serverMessage: null });
  });

  it('falls back to the unexpected text for other calls, and for a blank server message', async () => {
    const { client } = clientWith(json({ message: '  ' }, 500), 't');
    const error = await failure(client.user.tokenUsage());
    expect(error).toMatchObject({ status: 500, message: UNEXPECTED_ERROR_MESSAGE });
  });

  it('turns a network failure into status 0 with the unexpected text, even for login', async () => {
    const fetch: FetchFunction = async () => {
      throw new TypeError('fetch failed');
    };
    const client = createApiClient({ baseUrl: '', getToken: () => null, fetch });
    const error = await failure(client.auth.login({ email: 'a@b.co', password: 'x' }));
    expect(error).toMatchObject({ status: 0, message: 'An unexpected error occurred', kind: 'network' });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('reports a call aborted by the caller as aborted', async () => {
    const controller = new AbortController();
    const fetch: FetchFunction = async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    };
    const client = createApiClient({ getToken: () => null, fetch });
    const error = await failure(client.user.profile({ signal: controller.signal }));
    expect(error).toMatchObject({ status: 0, kind: 'aborted' });
  });

  it('rejects a 2xx answer that breaks the contract', async () => {
    const { client } = clientWith(json({ token: 't' }));
    const error = await failure(client.auth.login({ email: 'a@b.co', password: 'x' }));
    expect(error).toMatchObject({ status: 200, kind: 'invalid-response', message: 'Login failed' });
  });

  it('is an Error, so machines can show error.message', async () => {
    const { client } = clientWith(json({ message: 'Nope' }, 403), 't');
    const error = await failure(client.subscription.upgrade({ plan: 'Enterprise' }));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
  });
});

describe('media', () => {
  it('puts server-given media URLs under the base', () => {
    const client = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => 'abc',
      fetch: fakeFetch(json({})).fetch,
    });
    expect(client.urls.media('/api/audio/a1?token=link')).toBe('http://api.test/api/audio/a1?token=link');
    expect(client.urls.speechTestDownload('/api/download/a.wav')).toBe(
      'http://api.test/api/speech-test/download/a.wav',
    );
  });

  it('fetches our media with the current bearer token, and never sends it elsewhere', async () => {
    let token = 'abc';
    const seen: { url: string; authorization: string | null }[] = [];
    const client = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => token,
      fetch: async (url, init) => {
        seen.push({ url, authorization: new Headers(init.headers).get('authorization') });
        return new Response('RIFF');
      },
    });
    await client.fetchMedia('/api/audio/a1');
    token = 'def';
    await client.fetchMedia('http://api.test/api/audio/a2', { headers: { range: 'bytes=0-3' } });
    await client.fetchMedia('https://cdn.example/a.wav');
    await client.fetchMedia('http://api.test.evil/a.wav');
    await client.fetchMedia('blob:http://api.test/123');
    expect(seen).toEqual([
      { url: 'http://api.test/api/audio/a1', authorization: 'Bearer abc' },
      { url: 'http://api.test/api/audio/a2', authorization: 'Bearer def' },
      { url: 'https://cdn.example/a.wav', authorization: null },
      { url: 'http://api.test.evil/a.wav', authorization: null },
      { url: 'blob:http://api.test/123', authorization: null },
    ]);
  });
});

describe('types (checked by tsc)', () => {
  it('types each method from its route schemas', () => {
    const client = createApiClient({ getToken: () => null });
    expectTypeOf(client.auth.login).parameter(0).toEqualTypeOf<LoginRequest>();
    expectTypeOf(client.auth.login).returns.resolves.toEqualTypeOf<AuthResponse>();
    expectTypeOf(client.user.profile).returns.resolves.toEqualTypeOf<UserProfileResponse>();
    expectTypeOf(client.tts.generate).returns.resolves.toEqualTypeOf<GenerateSpeechResponse>();
    expectTypeOf(client.speechTest.download).returns.resolves.toEqualTypeOf<Blob>();
    expect(typeof client.auth.login).toBe('function');
  });
});

// Polls: a GET answer with an ETag is held, the next call of the same URL sends If-None-Match, and a 304 (no body)
// gives back the held answer; a new answer replaces it, and other URLs and answers without a tag are plain.
const withTag = (body: unknown, etag: string) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', ETag: etag } });

function scriptedClient(replies: Response[]) {
  const sent: { url: string; method: string; ifNoneMatch: string | null }[] = [];
  const fetch: FetchFunction = async (url, init) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      ifNoneMatch: new Headers(init.headers).get('If-None-Match'),
    });
    const reply = replies.shift();
    if (!reply) throw new Error('no reply left');
    return reply;
  };
  return { client: createApiClient({ baseUrl: 'http://api.test', getToken: () => 't', fetch }), sent };
}

describe('conditional GET polls', () => {
  it('sends the held ETag and answers a 304 with the held answer', async () => {
    const { client, sent } = scriptedClient([
      withTag(user, '"one"'),
      new Response(null, { status: 304, headers: { ETag: '"one"' } }),
    ]);
    const first = await client.user.profile();
    const second = await client.user.profile();
    expect(sent.map((call) => call.ifNoneMatch)).toEqual([null, '"one"']);
    expect(second).toEqual(first);
    expect(second.username).toBe('ada');
  });

  it('replaces the held answer when a new one comes', async () => {
    const { client, sent } = scriptedClient([
      withTag(user, '"one"'),
      withTag({ ...user, username: 'grace' }, '"two"'),
      new Response(null, { status: 304 }),
    ]);
    await client.user.profile();
    expect((await client.user.profile()).username).toBe('grace');
    expect((await client.user.profile()).username).toBe('grace');
    expect(sent.map((call) => call.ifNoneMatch)).toEqual([null, '"one"', '"two"']);
  });

  it('sends no If-None-Match for another URL, nor for an answer that had no ETag', async () => {
    const { client, sent } = scriptedClient([
      new Response(JSON.stringify(user), { headers: { 'Content-Type': 'application/json' } }),
      new Response(JSON.stringify(user), { headers: { 'Content-Type': 'application/json' } }),
      withTag({ plan_tokens_used: 1, plan_tokens_total: 10, current_plan: 'Starter' }, '"usage"'),
    ]);
    await client.user.profile();
    await client.user.profile();
    await client.user.tokenUsage().catch(() => undefined);
    expect(sent.map((call) => call.ifNoneMatch)).toEqual([null, null, null]);
  });

  it('treats a 304 it did not ask for as a failure', async () => {
    const { client } = scriptedClient([new Response(null, { status: 304 })]);
    await expect(client.user.profile()).rejects.toMatchObject({ status: 304 });
  });
});
