// Configuration from the environment: defaults, validation messages, the generated JWT secret, rate-limit knobs and the
// settings of the questionnaire, translation, jobs and media tools.
import { readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_CONTACT_EMAIL,
  DEFAULT_CONTACT_FORM_RATE_LIMIT,
  defaultAppsRoot,
  defaultRateLimits,
  defaultSpeechTestConfig,
  loadConfigFromEnv,
  mediaToolPathsFromEnv,
} from './config';
import { tempDir } from './test-support/test-server';

const dataDir = tempDir('twin-config-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('loadConfigFromEnv', () => {
  it('uses the defaults and generates a JWT secret once, reusing it after', () => {
    const config = loadConfigFromEnv({ DATA_DIR: dataDir });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(resolve(dataDir));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appsRoot).toBe(defaultAppsRoot());
    expect(config.rateLimits).toEqual(defaultRateLimits);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(config.jwtSecret);
    expect(loadConfigFromEnv({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('the default apps root is the repository root (holding apps/server)', () => {
    expect(statSync(join(defaultAppsRoot(), 'apps', 'server', 'package.json')).isFile()).toBe(true);
  });

  it('reads PORT, DATABASE_URL, JWT_SECRET, TWIN_STUDIO_ROOT, BOOKING_URL and the rate-limit knobs', () => {
    const config = loadConfigFromEnv({
      DATA_DIR: dataDir,
      PORT: '9000',
      DATABASE_URL: 'postgres://u:p@localhost/db',
      JWT_SECRET: 'x'.repeat(40),
      TWIN_STUDIO_ROOT: '/srv/twin',
      BOOKING_URL: 'https://cal.example.com/team',
      AUTH_RATE_LIMIT_PER_IP: '100',
      AUTH_RATE_LIMIT_PER_EMAIL: '7',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://u:p@localhost/db',
      jwtSecret: 'x'.repeat(40),
      appsRoot: '/srv/twin',
      bookingUrl: 'https://cal.example.com/team',
    });
    expect(config.rateLimits.login).toEqual({
      perIp: { limit: 100, windowMs: 60_000 },
      perEmail: { limit: 7, windowMs: 60_000 },
    });
  });

  it('reads the questionnaire, translation, job and media tool settings', () => {
    const config = loadConfigFromEnv({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://u:p@localhost/db',
      RUN_JOBS: 'false',
      CONTACT_EMAIL: 'team@example.com',
      CONTACT_FORM_RATE_LIMIT_PER_IP: '5',
      CONTACT_FORM_RATE_LIMIT_WINDOW_SECONDS: '60',
      APERTIUM_DATADIR: '/opt/apertium',
    });
    expect(config.jobs?.run).toBe(false);
    expect(config.questionnaire).toEqual({
      contactEmail: 'team@example.com',
      rateLimit: { limit: 5, windowMs: 60_000 },
    });
    expect(config.translation?.apertiumDataDir).toBe('/opt/apertium');
    expect(loadConfigFromEnv({ DATA_DIR: dataDir }).jobs?.run).toBe(true);
    expect(loadConfigFromEnv({ DATA_DIR: dataDir }).questionnaire).toEqual({
      contactEmail: DEFAULT_CONTACT_EMAIL,
      rateLimit: DEFAULT_CONTACT_FORM_RATE_LIMIT,
    });
    expect(mediaToolPathsFromEnv({ FFMPEG_PATH: '/opt/ffmpeg' })).toEqual({
      ffmpeg: '/opt/ffmpeg',
      ffprobe: 'ffprobe',
      espeakNg: 'espeak-ng',
      pocketsphinx: 'pocketsphinx_continuous',
    });
  });

  it('reads the speech engine: embedded without TTS_URL, Chatterbox by default with it, OpenAI-style on request', () => {
    expect(loadConfigFromEnv({ DATA_DIR: dataDir }).speech).toEqual({ protocol: 'chatterbox' });
    expect(loadConfigFromEnv({ DATA_DIR: dataDir, TTS_URL: 'http://gpu.local:8004' }).speech).toEqual({
      ttsUrl: 'http://gpu.local:8004/',
      protocol: 'chatterbox',
    });
    const openai = {
      DATA_DIR: dataDir,
      TTS_URL: 'https://speech.example',
      TTS_PROTOCOL: 'openai',
      TTS_API_KEY: 'sk-1',
      TTS_MODEL: 'kokoro',
      TTS_VOICE: 'af_bella',
    };
    expect(loadConfigFromEnv(openai).speech).toEqual({
      ttsUrl: 'https://speech.example/',
      protocol: 'openai',
      apiKey: 'sk-1',
      model: 'kokoro',
      voice: 'af_bella',
    });
  });

  it('reads the lip-sync engine: embedded "mux" without LIPSYNC_URL, the Cog predictor with it', () => {
    expect(loadConfigFromEnv({ DATA_DIR: dataDir }).lipsync).toEqual({ timeoutSeconds: 1800 });
    expect(
      loadConfigFromEnv({
        DATA_DIR: dataDir,
        LIPSYNC_URL: 'http://gpu.local:5000',
        LIPSYNC_TIMEOUT_SECONDS: '600',
      }).lipsync,
    ).toEqual({ lipsyncUrl: 'http://gpu.local:5000/', timeoutSeconds: 600 });
  });

  it('reads the transcription engine: embedded pocketsphinx without STT_URL, the OpenAI-style server with it', () => {
    expect(loadConfigFromEnv({ DATA_DIR: dataDir }).transcription).toEqual({ timeoutSeconds: 1800 });
    expect(
      loadConfigFromEnv({
        DATA_DIR: dataDir,
        STT_URL: 'http://gpu.local:8000',
        STT_MODEL: 'Systran/faster-whisper-large-v3',
        STT_TIMEOUT_SECONDS: '300',
      }).transcription,
    ).toEqual({
      sttUrl: 'http://gpu.local:8000/',
      model: 'Systran/faster-whisper-large-v3',
      timeoutSeconds: 300,
    });
  });

  it('reads the speech-test service: on by default, SPEECH_TEST_ENABLED=false turns it off, budgets per setting', () => {
    expect(loadConfigFromEnv({ DATA_DIR: dataDir }).speechTest).toEqual({
      enabled: true,
      referenceMaxBytes: defaultSpeechTestConfig.referenceMaxBytes,
      generationsAtOnce: 1,
      generationTimeoutMs: 120_000,
      uploadRateLimit: { limit: 30, windowMs: 3_600_000 },
      submitRateLimit: { limit: 60, windowMs: 3_600_000 },
    });
    expect(
      loadConfigFromEnv({
        DATA_DIR: dataDir,
        SPEECH_TEST_ENABLED: 'false',
        SPEECH_TEST_REFERENCE_MB: '5',
        SPEECH_TEST_GENERATIONS_AT_ONCE: '2',
        SPEECH_TEST_TIMEOUT_SECONDS: '30',
        SPEECH_TEST_UPLOADS_PER_HOUR: '3',
        SPEECH_TEST_SUBMITS_PER_HOUR: '4',
      }).speechTest,
    ).toEqual({
      enabled: false,
      referenceMaxBytes: 5 * 1024 * 1024,
      generationsAtOnce: 2,
      generationTimeoutMs: 30_000,
      uploadRateLimit: { limit: 3, windowMs: 3_600_000 },
      submitRateLimit: { limit: 4, windowMs: 3_600_000 },
    });
  });

  it("reads SPEECH_TEST_BASE: unset is the server's own service, an outside one is kept without its trailing slash", () => {
    expect(loadConfigFromEnv({ DATA_DIR: dataDir }).speechTestBase).toBeUndefined();
    expect(loadConfigFromEnv({ DATA_DIR: dataDir, SPEECH_TEST_BASE: '  ' }).speechTestBase).toBeUndefined();
    expect(
      loadConfigFromEnv({ DATA_DIR: dataDir, SPEECH_TEST_BASE: 'https://vibe.example.com/api/' })
        .speechTestBase,
    ).toBe('https://vibe.example.com/api');
    expect(
      loadConfigFromEnv({ DATA_DIR: dataDir, SPEECH_TEST_BASE: 'http://gpu.local:8000' }).speechTestBase,
    ).toBe('http://gpu.local:8000');
  });

  it('refuses a SPEECH_TEST_BASE with credentials without echoing them', () => {
    const load = () =>
      loadConfigFromEnv({ DATA_DIR: dataDir, SPEECH_TEST_BASE: 'https://me:hunter2@vibe.example.com' });
    expect(load).toThrow(/SPEECH_TEST_BASE must be the service's base URL without a user name, password/);
    expect(load).not.toThrow(/hunter2/);
  });

  it.each([
    [{ TTS_URL: 'file:///etc/passwd' }, /TTS_URL must be an http\(s\) URL/],
    [{ SPEECH_TEST_BASE: '/api/speech-test' }, /SPEECH_TEST_BASE must be an http\(s\) URL/],
    [{ SPEECH_TEST_BASE: 'ftp://vibe.example.com' }, /SPEECH_TEST_BASE must be an http\(s\) URL/],
    [
      { SPEECH_TEST_BASE: 'https://vibe.example.com/api?key=1' },
      /without a user name, password, query or fragment/,
    ],
    [{ STT_URL: 'gpu.local:8000' }, /STT_URL must be an http\(s\) URL/],
    [{ STT_TIMEOUT_SECONDS: '0' }, /STT_TIMEOUT_SECONDS must be a whole number from 10/],
    [{ LIPSYNC_URL: 'gpu.local:5000' }, /LIPSYNC_URL must be an http\(s\) URL/],
    [{ LIPSYNC_TIMEOUT_SECONDS: '5' }, /LIPSYNC_TIMEOUT_SECONDS must be a whole number from 10/],
    [{ TTS_PROTOCOL: 'xtts' }, /TTS_PROTOCOL must be chatterbox or openai \(got "xtts"\)/],
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ RUN_JOBS: 'false' }, /RUN_JOBS=false needs DATABASE_URL/],
    [{ RUN_JOBS: 'later' }, /RUN_JOBS must be true or false/],
    [{ CONTACT_EMAIL: 'not-an-address' }, /CONTACT_EMAIL must be an e-mail address/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ JWT_SECRET: 'short' }, /at least 32 characters/],
    [{ BOOKING_URL: 'javascript:alert(1)' }, /BOOKING_URL must be an http\(s\) URL/],
    [{ AUTH_RATE_LIMIT_PER_IP: '0' }, /AUTH_RATE_LIMIT_PER_IP/],
    [{ SPEECH_TEST_ENABLED: 'maybe' }, /SPEECH_TEST_ENABLED must be true or false/],
    [{ SPEECH_TEST_REFERENCE_MB: '500' }, /SPEECH_TEST_REFERENCE_MB must be a whole number from 1 to 200/],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfigFromEnv({ DATA_DIR: dataDir, ...env })).toThrow(ConfigError);
    expect(() => loadConfigFromEnv({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });
});
