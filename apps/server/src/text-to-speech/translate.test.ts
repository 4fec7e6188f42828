// POST /api/translate/translate on a real server: the embedded apertium engine (English source by default, chains
// through Spanish, a 422 in plain words for other pairs), and with MT_URL set, a LibreTranslate look-alike server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, defaultUsageLimits, loadConfigFromEnv } from '../config';
import { translationQuotaMessage } from '../engines/translation/hourly-quota';
import {
  startFakeLibreTranslate,
  type FakeLibreTranslate,
} from '../engines/translation/test-support/fake-libretranslate';
import {
  messageOf,
  postJson,
  registerAccount,
  startTestServer,
  type TestServer,
} from '../test-support/test-server';

const translate = (server: TestServer, body: unknown, token?: string) =>
  postJson(server.app, '/api/translate/translate', body, token);

describe('with the embedded translator (apertium)', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await registerAccount(server.app)).token;
  });
  afterAll(() => server.close());

  it('translates English to Spanish and names the language', async () => {
    const response = await translate(server, { text: 'The cat eats fish.', targetLanguage: 'es' }, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      translatedText: 'El gato come pez.',
      targetLanguageName: 'Spanish',
    });
  });

  it('reaches French through Spanish, and takes a given source language', async () => {
    const french = await translate(server, { text: 'This is a test.', targetLanguage: 'fr' }, token);
    expect(french.json()).toMatchObject({
      translatedText: expect.stringMatching(/^Ceci est une preuve/),
      targetLanguageName: 'French',
    });
    const english = await translate(
      server,
      { text: 'El gato come.', targetLanguage: 'en', sourceLanguage: 'es' },
      token,
    );
    expect(english.json().translatedText).toMatch(/cat/i);
  });

  it('refuses a pair apertium cannot serve with a 422 in plain words', async () => {
    const response = await translate(server, { text: 'Hello', targetLanguage: 'ja' }, token);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message:
        'Translating English to Japanese is not available on this server yet. Please choose another language.',
    });
  });

  it('answers bad input with 400 and a message, and needs a token', async () => {
    expect(messageOf(await translate(server, { text: ' ', targetLanguage: 'es' }, token))).toBe(
      'Please enter some text to translate',
    );
    const wrongType = await translate(server, { text: 5, targetLanguage: 'es' }, token);
    expect(wrongType.statusCode).toBe(400);
    expect(messageOf(wrongType)).toBe('Text must be a string.');
    const badLanguage = await translate(server, { text: 'Hi', targetLanguage: 'xx' }, token);
    expect(badLanguage.statusCode).toBe(400);
    expect((await translate(server, { text: 'Hi', targetLanguage: 'es' })).statusCode).toBe(401);
  });
});

describe('MT_URL and MT_API_KEY from the environment', () => {
  const env = { DATA_DIR: '/nonexistent-twin-data', JWT_SECRET: 'x'.repeat(40) };
  it('are read, and a URL that is not http(s) is refused', () => {
    expect(loadConfigFromEnv(env).translation).toEqual({ mtUrl: undefined, mtApiKey: undefined });
    expect(
      loadConfigFromEnv({ ...env, MT_URL: 'http://mt.local:5000', MT_API_KEY: ' k ' }).translation,
    ).toEqual({
      mtUrl: 'http://mt.local:5000/',
      mtApiKey: 'k',
    });
    expect(() => loadConfigFromEnv({ ...env, MT_URL: 'ftp://mt.local' })).toThrow(ConfigError);
    expect(() => loadConfigFromEnv({ ...env, MT_URL: 'ftp://mt.local' })).toThrow(
      /MT_URL must be an http\(s\) URL/,
    );
  });
});

describe('with MT_URL (LibreTranslate)', () => {
  let server: TestServer;
  let fake: FakeLibreTranslate;
  let token: string;
  beforeAll(async () => {
    fake = await startFakeLibreTranslate();
    server = await startTestServer({
      translation: { mtUrl: fake.url },
      // A small hourly allowance, so the quota test below reaches it in a few calls.
      usageLimits: { ...defaultUsageLimits, translationCharactersPerHour: 1000 },
    });
    token = (await registerAccount(server.app)).token;
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('translates through the server, letting it detect the source', async () => {
    const response = await translate(server, { text: 'Hello', targetLanguage: 'ja' }, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      translatedText: '[auto→ja] Hello',
      targetLanguageName: 'Japanese',
    });
  });

  it('gives 422 naming MT_URL for a pair the server does not serve, 502 when it fails', async () => {
    const unsupported = await translate(
      server,
      { text: 'Hola', targetLanguage: 'ja', sourceLanguage: 'es' },
      token,
    );
    expect(unsupported.statusCode).toBe(422);
    expect(messageOf(unsupported)).toBe('The translation server cannot translate Spanish to Japanese.');
    fake.failNext(500, 'model crashed');
    const failed = await translate(server, { text: 'Hello', targetLanguage: 'es' }, token);
    expect(failed.statusCode).toBe(502);
    expect(messageOf(failed)).toBe('The translation server is not answering. Please try again later.');
  });

  it('gives each user an hourly allowance of characters, then 429 with when to try again', async () => {
    const spender = (await registerAccount(server.app)).token;
    const text = 'Word '.repeat(100); // 500 characters
    expect((await translate(server, { text, targetLanguage: 'es' }, spender)).statusCode).toBe(200);
    expect((await translate(server, { text, targetLanguage: 'es' }, spender)).statusCode).toBe(200);
    const over = await translate(server, { text: 'One more.', targetLanguage: 'es' }, spender);
    expect(over.statusCode).toBe(429);
    expect(messageOf(over)).toBe(translationQuotaMessage(1000, 60));
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another user's allowance is their own.
    expect((await translate(server, { text: 'Hello', targetLanguage: 'es' }, token)).statusCode).toBe(200);
  });
});
