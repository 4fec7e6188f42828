// buildServer(config): the Fastify app as a list of plugins — infrastructure first (the database and shared
// services, error policy, request deadlines and timeouts, security headers, rate limits, the OpenAPI document), then
// one plugin per feature, then the built front ends and the job queues. It does not listen; start.ts does that
// (tests use app.inject instead).
import Fastify, { type FastifyInstance } from 'fastify';
import { accountPlugin } from './account/account.plugin';
import { appServingPlugin } from './apps/serve-apps';
import { authPlugin } from './auth/auth.plugin';
import { sessionPasswordCheck } from './auth/session-password';
import { defaultUploadLimits, type ServerConfig } from './config';
import { createVoicePlugin } from './create-voice/create-voice.plugin';
import { openDatabase, type DatabaseHandle } from './db/database';
import { docsPlugin } from './docs/docs.plugin';
import { BODY_LIMIT_BYTES, errorHandlingPlugin, frameworkErrorHandler } from './http/error-handling';
import { healthPlugin } from './http/health.routes';
import { publicConfigPlugin } from './http/public-config.routes';
import { attemptLimiter, rateLimitPlugin } from './http/rate-limit';
import {
  connectionTimeoutOptions,
  defaultConnectionLimits,
  requestTimeoutsPlugin,
} from './http/request-timeouts';
import { securityHeadersPlugin } from './http/security-headers';
import { questionnairePlugin } from './questionnaire/questionnaire.plugin';
import { localizePlugin } from './localize/localize.plugin';
import { jobsPlugin, servicesPlugin } from './services';
import { SPEECH_TEST_PREFIX, speechTestPlugin } from './speech-test/speech-test.plugin';
import { textToSpeechPlugin } from './text-to-speech/text-to-speech.plugin';
import { videoPlugin } from './video/video.plugin';

export async function buildServer(config: ServerConfig): Promise<FastifyInstance> {
  const database = closedOnce(
    await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }),
  );
  const connectionLimits = { ...defaultConnectionLimits, ...config.connectionLimits };
  const uploadLimits = config.uploadLimits ?? defaultUploadLimits;
  const app = Fastify({
    logger: config.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
    ...connectionTimeoutOptions(connectionLimits, uploadLimits),
  });
  try {
    // Shared infrastructure, on the root so that every feature plugin's scope sees it.
    await app.register(servicesPlugin, { config, database });
    await app.register(errorHandlingPlugin);
    await app.register(requestTimeoutsPlugin, { limits: connectionLimits, uploadLimits });
    await app.register(securityHeadersPlugin, {
      bookingUrl: config.bookingUrl,
      speechTestBase: config.speechTestBase,
    });
    await app.register(rateLimitPlugin);
    await app.register(docsPlugin);
    // Features: each an encapsulated plugin with its JSON, multipart and stream routes and OpenAPI entries.
    await app.register(healthPlugin);
    await app.register(publicConfigPlugin, {
      bookingUrl: config.bookingUrl,
      contactEmail: config.questionnaire?.contactEmail,
      speechTestBase: config.speechTestBase,
    });
    // One budget per account for the password asked again of a signed-in user (change password, delete account).
    const sessionPassword = sessionPasswordCheck(attemptLimiter(app, config.rateLimits.login.perEmail));
    await app.register(authPlugin, {
      rateLimits: config.rateLimits,
      loginFailureDelay: config.loginFailureDelay,
      sessionPassword,
    });
    await app.register(accountPlugin, { sessionPassword });
    await app.register(createVoicePlugin, { usageLimits: config.usageLimits });
    await app.register(textToSpeechPlugin, { usageLimits: config.usageLimits });
    await app.register(videoPlugin);
    await app.register(localizePlugin);
    await app.register(questionnairePlugin, { rateLimit: config.questionnaire?.rateLimit });
    await app.register(speechTestPlugin, {
      prefix: SPEECH_TEST_PREFIX,
      dataDir: config.dataDir,
      settings: config.speechTest,
    });
    // The built front ends and the not-found policy; then the job queues, once every route exists.
    await app.register(appServingPlugin, { appsRoot: config.appsRoot });
    await app.register(jobsPlugin, { work: config.jobs?.run ?? true });
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}

/** The handle with an idempotent close (app.close() and a failed start may both close it). */
function closedOnce(handle: DatabaseHandle): DatabaseHandle {
  let closing: Promise<void> | null = null;
  return { ...handle, close: () => (closing ??= handle.close()) };
}
