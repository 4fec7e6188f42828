// The server's configuration: the ServerConfig type, its defaults, and reading it from the environment. This is the
// only module that reads process.env (main, worker, admin CLI and the media tool paths all come through here).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyServerOptions } from 'fastify';
import type { ConnectionLimits } from './http/request-timeouts';

export interface RateLimitRule {
  /** Attempts allowed inside the window. */
  limit: number;
  windowMs: number;
}

export interface AuthRateLimits {
  perIp: RateLimitRule;
  perEmail: RateLimitRule;
}

export interface ServerConfig {
  port: number;
  /** Interface to listen on; 0.0.0.0 by default so containers work. */
  host: string;
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite when set. */
  databaseUrl?: string;
  jwtSecret: string;
  /** How long the media links the API hands out play (default MEDIA_LINK_LIFETIME_SECONDS). */
  mediaLinkLifetimeSeconds?: number;
  rateLimits: { login: AuthRateLimits; register: AuthRateLimits };
  /** Upload byte budgets (default: defaultUploadLimits). */
  uploadLimits?: UploadLimits;
  /** How long a connection may hold the server (default: http/request-timeouts.ts's defaultConnectionLimits). */
  connectionLimits?: Partial<ConnectionLimits>;
  /** What one user may run at once or spend per hour (default: defaultUsageLimits). */
  usageLimits?: UsageLimits;
  /** The progressive delay of failed sign-ins per e-mail and address (default: defaultLoginFailureDelay). */
  loginFailureDelay?: LoginFailureDelayRule;
  /** Directory holding apps/studio/dist and apps/marketing/dist. */
  appsRoot: string;
  /** External calendar page embedded by the questionnaire; its origin is allowed in frame-src. */
  bookingUrl?: string;
  logger: FastifyServerOptions['logger'];
  /** Passed to Fastify: set when behind a reverse proxy so the per-IP rate limit sees client addresses. */
  trustProxy?: boolean | string[];
  /** Speech: an HTTP engine at TTS_URL instead of the embedded espeak-ng (engines/speech/index.ts). */
  speech?: SpeechEngineConfig;
  /** Translation: LibreTranslate at MT_URL (with MT_API_KEY) instead of the embedded apertium engine. */
  translation?: {
    mtUrl?: string;
    mtApiKey?: string;
    /** APERTIUM_DATADIR: where apertium's modes/ are (default /usr/share/apertium). */
    apertiumDataDir?: string;
  };
  /** Lip-sync: a Cog predictor at LIPSYNC_URL instead of the embedded "mux" engine (engines/lipsync/index.ts). */
  lipsync?: LipsyncEngineConfig;
  /** Transcription: an OpenAI-style server at STT_URL instead of the embedded pocketsphinx (engines/transcription). */
  transcription?: TranscriptionEngineConfig;
  /** The questionnaire's endpoints (POST /api/contact-form, GET /api/public-config). */
  questionnaire?: {
    /** CONTACT_EMAIL: shown by the booking step when no BOOKING_URL is set (default enterprise@twinstudio.ai). */
    contactEmail?: string;
    /** CONTACT_FORM_RATE_LIMIT_PER_IP / _WINDOW_SECONDS: submits per IP address (default 20 an hour). */
    rateLimit?: RateLimitRule;
  };
  /** The speech-test service of /test-vibe (speech-test/; default: defaultSpeechTestConfig). */
  speechTest?: Partial<SpeechTestConfig>;
  /**
   * SPEECH_TEST_BASE: an outside VibeVoice-compatible service the studio's /test-vibe talks to instead of ours
   * (handed to it by GET /api/public-config; its origin is allowed in connect-src and media-src). Unset: ours.
   */
  speechTestBase?: string;
  /** Background jobs (pg-boss). */
  jobs?: {
    /**
     * RUN_JOBS (default true): this process works the job queues. false = an HTTP-only server that only sends
     * jobs, for PostgreSQL deployments where `npm run worker` processes run them.
     */
    run?: boolean;
    /** How often an idle worker polls for work (JOB_POLL_INTERVAL_SECONDS, default 2; new jobs wake it at once). */
    pollingIntervalSeconds?: number;
    /** A pause after each voice-job stage (VOICE_JOB_STAGE_DELAY_MS, default 0): for crash tests and demos. */
    voiceStageDelayMs?: number;
  };
}

const MINUTE = 60_000;

/** The enterprise address of the public site (apps/marketing uses the same default). */
export const DEFAULT_CONTACT_EMAIL = 'enterprise@twinstudio.ai';

/** A person submits the questionnaire once; 20 an hour leaves room for an office behind one address. */
export const DEFAULT_CONTACT_FORM_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 60 * MINUTE };

/** Where the media tools are: Debian's ffmpeg, ffprobe, espeak-ng and pocketsphinx on PATH unless overridden. */
export interface MediaToolPaths {
  ffmpeg: string;
  ffprobe: string;
  espeakNg: string;
  pocketsphinx: string;
}

export interface LoginFailureDelayRule {
  /** Failures answered without delay. */
  freeFailures: number;
  /** The delay of the first failure past the free ones; it doubles with each further failure. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** How long a failure is remembered. */
  windowMs: number;
}

/** After 3 wrong passwords for one e-mail from one address: 250 ms, 500 ms, … up to 4 s per failure. */
export const defaultLoginFailureDelay: LoginFailureDelayRule = {
  freeFailures: 3,
  firstDelayMs: 250,
  maxDelayMs: 4_000,
  windowMs: 15 * 60_000,
};

/** Byte budgets of uploads: one request's files, and one user's uploads in flight at once. */
export interface UploadLimits {
  perRequestBytes: number;
  inFlightPerUserBytes: number;
}

const MEGABYTE = 1024 * 1024;
export const defaultUploadLimits: UploadLimits = {
  perRequestBytes: 200 * MEGABYTE,
  inFlightPerUserBytes: 400 * MEGABYTE,
};

function uploadLimitsFromEnv(env: NodeJS.ProcessEnv): UploadLimits {
  const megabytes = (name: string, fallback: number) =>
    integerFromEnv(env, name, fallback / MEGABYTE, 1, 1_000_000) * MEGABYTE;
  return {
    perRequestBytes: megabytes('UPLOAD_MB_PER_REQUEST', defaultUploadLimits.perRequestBytes),
    inFlightPerUserBytes: megabytes('UPLOAD_MB_IN_FLIGHT_PER_USER', defaultUploadLimits.inFlightPerUserBytes),
  };
}

/** Budgets per user on work anyone signed in can trigger. */
export interface UsageLimits {
  /** Speech generations running at once. */
  generationsAtOnce: number;
  /** Voice jobs (processing or training) at once. */
  voiceJobsAtOnce: number;
  /** Characters sent to the translator per hour. */
  translationCharactersPerHour: number;
}

export const defaultUsageLimits: UsageLimits = {
  generationsAtOnce: 2,
  voiceJobsAtOnce: 2,
  translationCharactersPerHour: 20_000,
};

function usageLimitsFromEnv(env: NodeJS.ProcessEnv): UsageLimits {
  const d = defaultUsageLimits;
  return {
    generationsAtOnce: integerFromEnv(env, 'GENERATIONS_AT_ONCE_PER_USER', d.generationsAtOnce, 1, 100),
    voiceJobsAtOnce: integerFromEnv(env, 'VOICE_JOBS_AT_ONCE_PER_USER', d.voiceJobsAtOnce, 1, 100),
    translationCharactersPerHour: integerFromEnv(
      env,
      'TRANSLATION_CHARACTERS_PER_HOUR',
      d.translationCharactersPerHour,
      1,
      100_000_000,
    ),
  };
}

export const defaultRateLimits: ServerConfig['rateLimits'] = {
  login: { perIp: { limit: 30, windowMs: 15 * MINUTE }, perEmail: { limit: 10, windowMs: 15 * MINUTE } },
  register: { perIp: { limit: 20, windowMs: 60 * MINUTE }, perEmail: { limit: 5, windowMs: 60 * MINUTE } },
};

/** apps/server/src or apps/server/dist → the repository root that holds apps/<app>/dist. */
export function defaultAppsRoot(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
}

/** JWT_SECRET, or a secret generated once into DATA_DIR/jwt-secret (mode 0600) and reused after. */
export function loadOrCreateJwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv && fromEnv.trim()) {
    if (fromEnv.trim().length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
    return fromEnv.trim();
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  return secret;
}

export class ConfigError extends Error {}

export const speechProtocols = ['chatterbox', 'openai'] as const;
export type SpeechProtocol = (typeof speechProtocols)[number];

export interface SpeechEngineConfig {
  /** TTS_URL: the engine's base URL; unset = the embedded espeak-ng engine. */
  ttsUrl?: string;
  /** TTS_PROTOCOL: chatterbox (Chatterbox-TTS-Server, clones from the reference; the default) or openai. */
  protocol?: SpeechProtocol;
  /** TTS_API_KEY, TTS_MODEL, TTS_VOICE: the OpenAI-style engine's bearer key, model and stock voice. */
  apiKey?: string;
  model?: string;
  voice?: string;
}

export interface LipsyncEngineConfig {
  /** LIPSYNC_URL: a Cog HTTP predictor (LatentSync-style inputs); unset = the embedded "mux" engine. */
  lipsyncUrl?: string;
  /** LIPSYNC_TIMEOUT_SECONDS: the longest one prediction may take, download included (default 1800). */
  timeoutSeconds?: number;
}

/** The speech-test service (/api/speech-test): anyone may call it, so every budget is small. */
export interface SpeechTestConfig {
  /** SPEECH_TEST_ENABLED (default true): false turns the service off (health says so, every other call 503). */
  enabled: boolean;
  /** SPEECH_TEST_REFERENCE_MB (default 20): the largest reference upload. */
  referenceMaxBytes: number;
  /** The longest reference accepted (seconds); the first `analysedSeconds` of it are used. */
  referenceMaxSeconds: number;
  analysedSeconds: number;
  /** The longest text one submit may carry (characters). */
  textMaxCharacters: number;
  /** SPEECH_TEST_GENERATIONS_AT_ONCE (default 1): generations running at once on this server; others queue. */
  generationsAtOnce: number;
  /** Jobs waiting at most (beyond: 503, busy). */
  queueLength: number;
  /** SPEECH_TEST_TIMEOUT_SECONDS (default 120): one generation's limit (beyond: status timeout). */
  generationTimeoutMs: number;
  /** References, jobs and results are deleted this long after they were made (one hour). */
  lifetimeMs: number;
  /** How often expired files are swept. */
  sweepIntervalMs: number;
  /** SPEECH_TEST_UPLOADS_PER_HOUR and SPEECH_TEST_SUBMITS_PER_HOUR: per address (IPv6: per /64). */
  uploadRateLimit: RateLimitRule;
  submitRateLimit: RateLimitRule;
  /** Seconds of speech generated in any hour, every caller together (spent: 503, busy). */
  generatedSecondsPerHour: number;
  /** Bytes of reference audio stored in any hour, every caller together (spent: 503, busy). */
  referenceBytesPerHour: number;
  /** The clock of expiry (tests move it). */
  now: () => number;
}

/** The speech test's output an hour: one hour of speech (16-bit mono WAV at 22-24 kHz: 160-175 MB of results). */
export const SPEECH_TEST_GENERATED_SECONDS_PER_HOUR = 3_600;
/** The speech test's reference uploads an hour: 1 GB (50 references of the default 20 MB at most). */
export const SPEECH_TEST_REFERENCE_BYTES_PER_HOUR = 1024 * MEGABYTE;

export const defaultSpeechTestConfig: SpeechTestConfig = {
  enabled: true,
  referenceMaxBytes: 20 * MEGABYTE,
  referenceMaxSeconds: 300,
  analysedSeconds: 60,
  textMaxCharacters: 2_000,
  generationsAtOnce: 1,
  queueLength: 20,
  generationTimeoutMs: 120_000,
  lifetimeMs: 60 * MINUTE,
  sweepIntervalMs: MINUTE,
  uploadRateLimit: { limit: 30, windowMs: 60 * MINUTE },
  submitRateLimit: { limit: 60, windowMs: 60 * MINUTE },
  generatedSecondsPerHour: SPEECH_TEST_GENERATED_SECONDS_PER_HOUR,
  referenceBytesPerHour: SPEECH_TEST_REFERENCE_BYTES_PER_HOUR,
  now: () => Date.now(),
};

function speechTestFromEnv(env: NodeJS.ProcessEnv): Partial<SpeechTestConfig> {
  const d = defaultSpeechTestConfig;
  const perHour = (name: string, fallback: RateLimitRule): RateLimitRule => ({
    limit: integerFromEnv(env, name, fallback.limit, 1, 1_000_000),
    windowMs: 60 * MINUTE,
  });
  return {
    enabled: booleanFromEnv(env, 'SPEECH_TEST_ENABLED', d.enabled),
    referenceMaxBytes:
      integerFromEnv(env, 'SPEECH_TEST_REFERENCE_MB', d.referenceMaxBytes / MEGABYTE, 1, 200) * MEGABYTE,
    generationsAtOnce: integerFromEnv(env, 'SPEECH_TEST_GENERATIONS_AT_ONCE', d.generationsAtOnce, 1, 32),
    generationTimeoutMs:
      integerFromEnv(env, 'SPEECH_TEST_TIMEOUT_SECONDS', d.generationTimeoutMs / 1000, 5, 3_600) * 1000,
    uploadRateLimit: perHour('SPEECH_TEST_UPLOADS_PER_HOUR', d.uploadRateLimit),
    submitRateLimit: perHour('SPEECH_TEST_SUBMITS_PER_HOUR', d.submitRateLimit),
  };
}

export interface TranscriptionEngineConfig {
  /** STT_URL: an OpenAI-style /v1/audio/transcriptions server; unset = the embedded pocketsphinx (English only). */
  sttUrl?: string;
  /** STT_MODEL: the model the server is asked for (default Systran/faster-whisper-small). */
  model?: string;
  /** STT_TIMEOUT_SECONDS: the longest one transcription may take (default 1800). */
  timeoutSeconds?: number;
}

function transcriptionFromEnv(env: NodeJS.ProcessEnv): TranscriptionEngineConfig {
  return {
    sttUrl: httpUrlFromEnv(env, 'STT_URL'),
    model: env.STT_MODEL?.trim() || undefined,
    timeoutSeconds: integerFromEnv(env, 'STT_TIMEOUT_SECONDS', 1800, 10, 86_400),
  };
}

function lipsyncFromEnv(env: NodeJS.ProcessEnv): LipsyncEngineConfig {
  return {
    lipsyncUrl: httpUrlFromEnv(env, 'LIPSYNC_URL'),
    timeoutSeconds: integerFromEnv(env, 'LIPSYNC_TIMEOUT_SECONDS', 1800, 10, 86_400),
  };
}

function speechFromEnv(env: NodeJS.ProcessEnv): SpeechEngineConfig {
  const raw = env.TTS_PROTOCOL?.trim() || 'chatterbox';
  if (!(speechProtocols as readonly string[]).includes(raw)) {
    throw new ConfigError(`TTS_PROTOCOL must be ${speechProtocols.join(' or ')} (got "${raw}").`);
  }
  return {
    ttsUrl: httpUrlFromEnv(env, 'TTS_URL'),
    protocol: raw as SpeechProtocol,
    apiKey: env.TTS_API_KEY?.trim() || undefined,
    model: env.TTS_MODEL?.trim() || undefined,
    voice: env.TTS_VOICE?.trim() || undefined,
  };
}

function integerFromEnv(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  }
  return value;
}

function rateLimitsFromEnv(env: NodeJS.ProcessEnv): ServerConfig['rateLimits'] {
  const perIp = integerFromEnv(env, 'AUTH_RATE_LIMIT_PER_IP', -1, 1, 1_000_000);
  const perEmail = integerFromEnv(env, 'AUTH_RATE_LIMIT_PER_EMAIL', -1, 1, 1_000_000);
  const windowSeconds = integerFromEnv(env, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', -1, 1, 86_400);
  const adjust = (rules: AuthRateLimits): AuthRateLimits => ({
    perIp: {
      limit: perIp > 0 ? perIp : rules.perIp.limit,
      windowMs: windowSeconds > 0 ? windowSeconds * 1000 : rules.perIp.windowMs,
    },
    perEmail: {
      limit: perEmail > 0 ? perEmail : rules.perEmail.limit,
      windowMs: windowSeconds > 0 ? windowSeconds * 1000 : rules.perEmail.windowMs,
    },
  });
  return { login: adjust(defaultRateLimits.login), register: adjust(defaultRateLimits.register) };
}

function httpUrlFromEnv(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http');
    return url.href;
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL (got "${raw}").`);
  }
}

/**
 * SPEECH_TEST_BASE: an absolute http(s) URL without credentials, query or fragment (the browser joins the service's
 * paths to it, and GET /api/public-config shows it to anyone), kept without its trailing slash.
 */
function speechTestBaseFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const href = httpUrlFromEnv(env, 'SPEECH_TEST_BASE');
  if (href === undefined) return undefined;
  const url = new URL(href);
  if (url.username || url.password || url.search || url.hash) {
    // Not echoed: it may hold a password.
    throw new ConfigError(
      "SPEECH_TEST_BASE must be the service's base URL without a user name, password, query or fragment.",
    );
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function bookingUrlFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  return httpUrlFromEnv(env, 'BOOKING_URL');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function questionnaireFromEnv(env: NodeJS.ProcessEnv): NonNullable<ServerConfig['questionnaire']> {
  const contactEmail = env.CONTACT_EMAIL?.trim() || DEFAULT_CONTACT_EMAIL;
  if (!EMAIL.test(contactEmail))
    throw new ConfigError(`CONTACT_EMAIL must be an e-mail address (got "${contactEmail}").`);
  const limit = integerFromEnv(env, 'CONTACT_FORM_RATE_LIMIT_PER_IP', -1, 1, 1_000_000);
  const windowSeconds = integerFromEnv(env, 'CONTACT_FORM_RATE_LIMIT_WINDOW_SECONDS', -1, 1, 86_400);
  return {
    contactEmail,
    rateLimit: {
      limit: limit > 0 ? limit : DEFAULT_CONTACT_FORM_RATE_LIMIT.limit,
      windowMs: windowSeconds > 0 ? windowSeconds * 1000 : DEFAULT_CONTACT_FORM_RATE_LIMIT.windowMs,
    },
  };
}

function booleanFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${env[name]}").`);
}

/**
 * FFMPEG_PATH, FFPROBE_PATH, ESPEAK_NG_PATH and POCKETSPHINX_PATH, read once when the media modules load
 * (media/media-tools.ts).
 */
export function mediaToolPathsFromEnv(env: NodeJS.ProcessEnv = process.env): MediaToolPaths {
  return {
    ffmpeg: env.FFMPEG_PATH?.trim() || 'ffmpeg',
    ffprobe: env.FFPROBE_PATH?.trim() || 'ffprobe',
    espeakNg: env.ESPEAK_NG_PATH?.trim() || 'espeak-ng',
    pocketsphinx: env.POCKETSPHINX_PATH?.trim() || 'pocketsphinx_continuous',
  };
}

/** DATA_DIR and DATABASE_URL only: what the admin CLI needs to reach the server or open the database. */
export function databaseLocationFromEnv(env: NodeJS.ProcessEnv = process.env): {
  dataDir: string;
  databaseUrl?: string;
} {
  return {
    dataDir: resolve(env.DATA_DIR?.trim() || './data'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
  };
}

function trustProxyFromEnv(env: NodeJS.ProcessEnv): ServerConfig['trustProxy'] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return undefined;
  if (raw === 'true') return true;
  return raw
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/** Everything main.ts needs, from PORT, DATA_DIR, DATABASE_URL, JWT_SECRET, TWIN_STUDIO_ROOT and friends. */
export function loadConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const { dataDir, databaseUrl } = databaseLocationFromEnv(env);
  const runJobs = booleanFromEnv(env, 'RUN_JOBS', true);
  if (!runJobs && !databaseUrl) {
    throw new ConfigError(
      'RUN_JOBS=false needs DATABASE_URL: with the embedded database (PGlite) only this server can run the jobs.',
    );
  }
  return {
    port: integerFromEnv(env, 'PORT', 8080, 0, 65_535),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    databaseUrl,
    jwtSecret: loadOrCreateJwtSecret(dataDir, env.JWT_SECRET),
    rateLimits: rateLimitsFromEnv(env),
    usageLimits: usageLimitsFromEnv(env),
    uploadLimits: uploadLimitsFromEnv(env),
    appsRoot: resolve(env.TWIN_STUDIO_ROOT?.trim() || defaultAppsRoot()),
    bookingUrl: bookingUrlFromEnv(env),
    logger: { level: env.LOG_LEVEL?.trim() || 'warn' },
    trustProxy: trustProxyFromEnv(env),
    speech: speechFromEnv(env),
    translation: {
      mtUrl: httpUrlFromEnv(env, 'MT_URL'),
      mtApiKey: env.MT_API_KEY?.trim() || undefined,
      apertiumDataDir: env.APERTIUM_DATADIR?.trim() || undefined,
    },
    lipsync: lipsyncFromEnv(env),
    transcription: transcriptionFromEnv(env),
    questionnaire: questionnaireFromEnv(env),
    speechTest: speechTestFromEnv(env),
    speechTestBase: speechTestBaseFromEnv(env),
    jobs: {
      run: runJobs,
      pollingIntervalSeconds: integerFromEnv(env, 'JOB_POLL_INTERVAL_SECONDS', 2, 1, 300),
      voiceStageDelayMs: integerFromEnv(env, 'VOICE_JOB_STAGE_DELAY_MS', 0, 0, 600_000),
    },
  };
}
