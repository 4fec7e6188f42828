// buildServer(config): the Fastify app with database, media store (orphan sweep at start), job queue and voice job
// runner (crash recovery at start), speech and translation engines, API routes, OpenAPI docs, security headers,
// error policy and the built front ends. It does not listen; start.ts does that (tests use app.inject instead).
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { userForToken, bearerToken } from './auth/authenticate';
import { TokenService } from './auth/tokens';
import { authRoutes } from './accounts/auth.routes';
import { userRoutes } from './accounts/user.routes';
import { registerAppServing, serveFileOrRedirect } from './apps/serve-apps';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { buildOpenApiDocument } from './docs/openapi';
import { leadSettingsFromEnv } from './leads/lead-settings';
import { registerLeadRoutes } from './leads/leads.routes';
import { registerRouteImplementations, type AnyRouteImplementation } from './http/api-route';
import {
  BODY_LIMIT_BYTES,
  frameworkErrorHandler,
  installErrorHandling,
  isApiPath,
  sendError,
} from './http/error-handling';
import { healthRoutes } from './http/health.routes';
import { HttpError, notFoundMessage } from './http/http-error';
import { AuthAttemptLimiter } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import type { AppServices } from './services';
import { audioStreamRoutes } from './audio/audio-stream.routes';
import { audioUploadRoutes } from './audio/audio-upload.routes';
import { createSpeechEngine } from './engines/speech';
import { createTranslationEngine } from './engines/translation';
import { MediaStore } from './files/media-store';
import { multipartDocsEntries, registerMultipartRoutes } from './files/multipart-route';
import { sweepOrphans } from './files/orphan-sweep';
import { registerStreamRoutes, streamDocsEntries } from './files/stream-route';
import { JobQueue } from './jobs/job-queue';
import { speechRoutes } from './speech/speech.routes';
import { referenceClipAudioRoutes } from './voice/reference-clip-audio.routes';
import { VoiceJobRunner } from './voice/voice-job-runner';
import { voiceRoutes } from './voice/voice.routes';
import { voiceUploadRoutes } from './voice/voice-upload.routes';
import { proCloneRule, quickCloneRule, trainingFileRule } from './voice/voice-upload-rules';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database; closed by app.close(). */
    database: DatabaseHandle;
    /** Background preparation a listening server starts (the speech engine's calibration for English). */
    warmUp(): Promise<void>;
  }
}

export async function buildServer(config: ServerConfig): Promise<FastifyInstance> {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    return await assemble(config, database);
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function assemble(config: ServerConfig, database: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  });
  app.decorate('database', database);
  // Jobs stop (running voice pipelines are aborted and re-queued) before the database closes.
  let stopJobs: () => Promise<void> = async () => undefined;
  app.addHook('onClose', async () => {
    await stopJobs().catch((error: unknown) => app.log.error({ err: error }, 'stopping jobs failed'));
    await database.close();
  });
  installErrorHandling(app);
  await registerSecurityHeaders(app, config.bookingUrl);

  // Before anything runs: files under media without a row are leftovers of a crash. With PostgreSQL other
  // processes may be mid-upload, so only files older than 10 minutes are swept there — at start and then every
  // 10 minutes, so a leftover does not wait for the next restart.
  const media = new MediaStore(config.dataDir);
  await sweepOrphans(database.db, media, database.driver === 'pglite' ? 0 : SHARED_SWEEP_MIN_AGE_MS);
  if (database.driver === 'postgres') {
    const sweeping = setInterval(() => {
      sweepOrphans(database.db, media, SHARED_SWEEP_MIN_AGE_MS).catch((error: unknown) =>
        app.log.error({ err: error }, 'sweeping leftover files failed'),
      );
    }, SHARED_SWEEP_MIN_AGE_MS);
    sweeping.unref();
    app.addHook('onClose', async () => clearInterval(sweeping));
  }
  const jobs = await JobQueue.start(database, {
    pollingIntervalSeconds: config.jobs?.pollingIntervalSeconds ?? 2,
    onError: (error) => app.log.error({ err: error }, 'job queue error'),
  });
  stopJobs = () => jobs.stop();
  try {
    return await assembleWithJobs(app, config, database, media, jobs, (stop) => (stopJobs = stop));
  } catch (error) {
    await stopJobs().catch(() => undefined);
    throw error;
  }
}

/** With PostgreSQL, files younger than this may be another process's work in flight. */
const SHARED_SWEEP_MIN_AGE_MS = 10 * 60_000;

async function assembleWithJobs(
  app: FastifyInstance,
  config: ServerConfig,
  database: DatabaseHandle,
  media: MediaStore,
  jobs: JobQueue,
  setStopJobs: (stop: () => Promise<void>) => void,
): Promise<FastifyInstance> {
  const speech = createSpeechEngine({ dataDir: config.dataDir });
  const voiceJobs = new VoiceJobRunner({
    db: database.db,
    queue: jobs,
    store: media,
    speech,
    log: app.log,
    analysedSeconds: (cloneType) =>
      (cloneType === 'quick' ? quickCloneRule : cloneType === 'pro' ? proCloneRule : trainingFileRule)
        .analysedSeconds,
    stageDelayMs: config.jobs?.voiceStageDelayMs ?? 0,
  });
  setStopJobs(() => voiceJobs.stop());
  app.decorate('warmUp', async () => {
    await speech.prepare?.(['en']);
  });

  const services: AppServices = {
    db: database.db,
    tokens: new TokenService(config.jwtSecret),
    limiters: {
      login: new AuthAttemptLimiter(config.rateLimits.login),
      register: new AuthAttemptLimiter(config.rateLimits.register),
      passwordChange: new AuthAttemptLimiter(config.rateLimits.login),
    },
    media,
    jobs,
    speech,
    translation: createTranslationEngine(config.translation, media.tmpRoot),
    voiceJobs,
  };
  const authenticate = (request: FastifyRequest) =>
    userForToken(services.db, services.tokens, bearerToken(request));
  const routes: AnyRouteImplementation[] = [
    ...healthRoutes(),
    ...authRoutes(services),
    ...userRoutes(services),
    ...voiceRoutes(services.db),
    ...speechRoutes({ ...services, store: media, log: app.log }),
  ];
  registerRouteImplementations(app, routes, authenticate);
  const leadRoutes = registerLeadRoutes(app, services, leadSettingsFromEnv(process.env, config.bookingUrl));
  const uploadRoutes = [
    ...voiceUploadRoutes({ db: services.db, store: media, runner: voiceJobs, log: app.log }),
    ...audioUploadRoutes(services.db, media),
  ];
  await registerMultipartRoutes(app, uploadRoutes, authenticate, media);
  const streamRoutes = [
    ...referenceClipAudioRoutes(services.db, media),
    ...audioStreamRoutes(services.db, media),
  ];
  registerStreamRoutes(app, streamRoutes, services.db, services.tokens);
  await voiceJobs.start();

  const openApiDocument = buildOpenApiDocument([
    ...routes,
    ...leadRoutes,
    ...multipartDocsEntries(uploadRoutes),
    ...streamDocsEntries(streamRoutes),
  ]);
  app.get('/api/docs', async () => openApiDocument);

  await registerAppServing(app, config.appsRoot);
  app.setNotFoundHandler((request, reply) =>
    isApiPath(request.url)
      ? sendError(reply, new HttpError(404, notFoundMessage))
      : serveFileOrRedirect(request, reply, config.appsRoot),
  );
  return app;
}
