// The LibreTranslate engine against a LibreTranslate look-alike HTTP server: the request it sends (q, source,
// target, format, api_key), code mapping from the server's /languages, 'auto' without a source, and each failure
// turned into a readable error in plain words (the operator's detail, such as a wrong MT_API_KEY, in its cause).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLibreTranslate, type FakeLibreTranslate } from './test-support/fake-libretranslate';
import { LibreTranslateEngine } from './libretranslate-engine';
import { TranslationFailedError, UnsupportedTranslationError } from './translation-engine';

let fake: FakeLibreTranslate;
let engine: LibreTranslateEngine;

beforeAll(async () => {
  fake = await startFakeLibreTranslate({ apiKey: 'k1' });
  engine = new LibreTranslateEngine({ url: `${fake.url}/`, apiKey: 'k1' });
});
afterAll(() => fake.close());

describe('LibreTranslateEngine', () => {
  it('posts q, source, target, format and api_key to /translate and returns translatedText', async () => {
    const text = await engine.translate({ text: 'Hello there', source: 'en', target: 'es' });
    expect(text).toBe('[en→es] Hello there');
    expect(fake.requests.at(-1)).toEqual({
      path: '/translate',
      body: { q: 'Hello there', source: 'en', target: 'es', format: 'text', api_key: 'k1' },
    });
  });

  it('lets the server detect the source when none is given, and uses the server’s codes', async () => {
    expect(await engine.translate({ text: 'Hi', source: null, target: 'no' })).toBe('[auto→nb] Hi');
    expect(await engine.translate({ text: 'Hi', source: 'en', target: 'zh' })).toBe('[en→zh-Hans] Hi');
    expect(fake.requests.filter((request) => request.path === '/languages')).toHaveLength(1);
  });

  it('refuses a pair the server does not list, in plain words, without asking it to translate', async () => {
    const before = fake.requests.length;
    await expect(engine.translate({ text: 'Hi', source: 'en', target: 'sw' })).rejects.toThrow(
      new UnsupportedTranslationError('The translation server cannot translate English to Swahili.'),
    );
    await expect(engine.translate({ text: 'Hola', source: 'es', target: 'ja' })).rejects.toThrow(
      'The translation server cannot translate Spanish to Japanese.',
    );
    expect(fake.requests.length).toBe(before);
  });

  it('turns the server’s refusals and failures into readable errors', async () => {
    fake.failNext(400, 'ja is not supported');
    await expect(engine.translate({ text: 'Hi', source: 'en', target: 'ja' })).rejects.toThrow(
      'The translation server could not translate this text: ja is not supported',
    );
    fake.failNext(429, 'Slowdown');
    const busy = await engine
      .translate({ text: 'Hi', source: 'en', target: 'es' })
      .catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(TranslationFailedError);
    expect((busy as TranslationFailedError).status).toBe(429);
    fake.failNext(500, 'boom');
    await expect(engine.translate({ text: 'Hi', source: 'en', target: 'es' })).rejects.toThrow(
      'The translation server is not answering. Please try again later.',
    );
    const wrongKey = new LibreTranslateEngine({ url: fake.url, apiKey: 'nope' });
    const refused = await wrongKey.translate({ text: 'Hi', source: 'en', target: 'es' }).catch((e) => e);
    expect((refused as Error).message).toBe(
      'The translation server refused the request. Please try again later.',
    );
    expect(String((refused as Error).cause)).toMatch(/MT_API_KEY/);
  });

  it('says so when nothing answers at MT_URL', async () => {
    const nowhere = new LibreTranslateEngine({ url: 'http://127.0.0.1:9', timeoutMs: 2000 });
    const error = await nowhere
      .translate({ text: 'Hi', source: 'en', target: 'es' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranslationFailedError);
    expect((error as TranslationFailedError).status).toBe(502);
    expect((error as Error).message).toBe('The translation server is not answering. Please try again later.');
  });
});
