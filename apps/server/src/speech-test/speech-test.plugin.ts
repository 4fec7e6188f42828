// The speech-test service of /test-vibe (part 1 §7) as a Fastify plugin, registered by app.ts under the path the
// studio's api client expects (DEFAULT_SPEECH_TEST_PATH, /api/speech-test), on the shared route machinery like every
// other plugin (its routes are the contract's `speechTest.*`). Its calls carry no authorization, so everything is
// budgeted: per-address rate limits on upload and submit (IPv6: per /64; checked before the body is read), a small
// reference size and length, a text limit, a global queue with a concurrency limit, a cap on one address's jobs
// waiting or running, a generation timeout, hourly budgets on generated seconds and stored reference bytes for every
// caller together, and files that expire after an hour. Errors answer the spec's `{ success: false, error, message }`
// (the scope's error shape 'spec-speech-test'). SPEECH_TEST_ENABLED=false turns it off: health says so and every
// other call is 503.
import { DEFAULT_SPEECH_TEST_PATH } from '@twin/api-client';
import type { FastifyInstance } from 'fastify';
import { defaultSpeechTestConfig, type SpeechTestConfig } from '../config';
import { registerMultipartRoutes } from '../files/multipart-route';
import { registerStreamRoutes } from '../files/stream-route';
import { registerRouteImplementations } from '../http/api-route';
import { installErrorHandling } from '../http/error-handling';
import { attemptLimiter } from '../http/rate-limit';
import { SpeechTestJobs } from './speech-test-jobs';
import { SpeechTestStore } from './speech-test-store';
import {
  speechTestDownloadRoutes,
  speechTestRoutes,
  speechTestTurnedOffRoutes,
  speechTestUploadRoutes,
  type SpeechTestContext,
} from './speech-test.routes';

export const SPEECH_TEST_PREFIX = DEFAULT_SPEECH_TEST_PATH;

export interface SpeechTestPluginOptions {
  dataDir: string;
  settings?: Partial<SpeechTestConfig>;
}

export async function speechTestPlugin(
  app: FastifyInstance,
  options: SpeechTestPluginOptions,
): Promise<void> {
  const config: SpeechTestConfig = { ...defaultSpeechTestConfig, ...options.settings };
  installErrorHandling(app, 'spec-speech-test');

  if (!config.enabled) {
    const turnedOff = speechTestTurnedOffRoutes();
    registerRouteImplementations(app, turnedOff.json);
    await registerMultipartRoutes(app, turnedOff.multipart);
    await registerStreamRoutes(app, turnedOff.stream);
    return;
  }

  const store = new SpeechTestStore(options.dataDir, { lifetimeMs: config.lifetimeMs, now: config.now });
  await store.open();
  const { speech, watermark, media } = app.services;
  const jobs = new SpeechTestJobs(
    store,
    { speech, watermark, store: media },
    {
      generationsAtOnce: config.generationsAtOnce,
      queueLength: config.queueLength,
      generationTimeoutMs: config.generationTimeoutMs,
      analysedSeconds: config.analysedSeconds,
      generatedSecondsPerHour: config.generatedSecondsPerHour,
    },
    app.log,
  );
  const sweeping = setInterval(() => {
    store.sweep().catch((error: unknown) => app.log.error({ err: error }, 'speech test sweep failed'));
  }, config.sweepIntervalMs).unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeping);
    await jobs.stop();
  });

  const context: SpeechTestContext = {
    config,
    store,
    jobs,
    speech,
    uploadLimiter: attemptLimiter(app, config.uploadRateLimit),
    submitLimiter: attemptLimiter(app, config.submitRateLimit),
  };
  registerRouteImplementations(app, speechTestRoutes(context));
  await registerMultipartRoutes(app, speechTestUploadRoutes(context));
  await registerStreamRoutes(app, speechTestDownloadRoutes(context));
}
