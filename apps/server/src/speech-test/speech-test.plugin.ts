// The speech-test service of /test-vibe (part 1 §7) as a Fastify plugin, registered by app.ts under the path the
// studio's api client expects (DEFAULT_SPEECH_TEST_PATH, /api/speech-test). Its calls carry no authorization, so
// everything is budgeted: per-address rate limits on upload and submit (IPv6: per /64; checked in onRequest, before
// the body is read), a small reference size and length, a text limit, a global queue with a concurrency limit, a cap
// on one address's jobs waiting or running, a generation timeout, hourly budgets on generated seconds and stored
// reference bytes for every caller together, and files that expire after an hour.
// Errors answer `{ success: false, error, message }` (the service's own shape plus ours). SPEECH_TEST_ENABLED=false
// turns it off: health says so and every other call is 503.
import fastifyStatic from '@fastify/static';
import { apiRoutes, DEFAULT_SPEECH_TEST_PATH, type ApiRoute } from '@twin/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defaultSpeechTestConfig, type SpeechTestConfig } from '../config';
import { registerMultipartParser, withMultipartUpload } from '../files/multipart-route';
import { MULTIPART_OVERHEAD_BYTES } from '../files/upload-budget';
import type { AnyRouteImplementation } from '../http/api-route';
import { addressKey } from '../http/client-address';
import { describeError } from '../http/error-handling';
import { HttpError } from '../http/http-error';
import { attemptLimiter } from '../http/rate-limit';
import { referenceBytesLeft } from './speech-test-budgets';
import { SpeechTestJobs } from './speech-test-jobs';
import { speechTestMessages } from './speech-test-messages';
import { SpeechTestStore } from './speech-test-store';
import {
  busy,
  download,
  health,
  status,
  storeReference,
  submit,
  type SpeechTestContext,
} from './speech-test.routes';

export const SPEECH_TEST_PREFIX = DEFAULT_SPEECH_TEST_PATH;

export interface SpeechTestPluginOptions {
  dataDir: string;
  settings?: Partial<SpeechTestConfig>;
}

const routes = {
  health: apiRoutes['speechTest.health'],
  upload: apiRoutes['speechTest.uploadReference'],
  submit: apiRoutes['speechTest.submit'],
  status: apiRoutes['speechTest.status'],
  download: apiRoutes['speechTest.download'],
} as const;

/** Fastify's form of a contract path under this service ('/status/{job_id}' → '/status/:job_id'). */
const fastifyPath = (route: ApiRoute) => route.path.replace(/\{(\w+)\}/g, ':$1');

/** The OpenAPI entries, with the paths as served. */
function docsEntries(errors: Record<string, Record<number, string>>): AnyRouteImplementation[] {
  return Object.entries(routes).map(([name, route]) => ({
    route: { ...route, path: `${SPEECH_TEST_PREFIX}${route.path}` },
    errors: errors[name],
    handler: () => Promise.reject(new Error('documentation entry')),
  }));
}

export async function speechTestPlugin(
  app: FastifyInstance,
  options: SpeechTestPluginOptions,
): Promise<void> {
  const config: SpeechTestConfig = { ...defaultSpeechTestConfig, ...options.settings };
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status: code, message, headers } = describeError(error);
    if (code >= 500 && !(error instanceof HttpError)) request.log.error({ err: error }, 'request failed');
    return reply.code(code).headers(headers).send({ success: false, error: message, message });
  });

  if (!config.enabled) {
    // Bodies of any type reach the refusal unread.
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));
    app.get(fastifyPath(routes.health), async () => ({
      success: false,
      error: speechTestMessages.turnedOff,
    }));
    const refuse = async () => {
      throw new HttpError(503, speechTestMessages.turnedOff);
    };
    for (const route of [routes.upload, routes.submit, routes.status, routes.download]) {
      app.route({ method: route.method, url: fastifyPath(route), handler: refuse });
    }
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

  app.openApi.add(
    docsEntries({
      upload: {
        413: 'over the size limit',
        415: 'not audio',
        422: 'unreadable audio',
        429: 'rate limited',
        503: "busy: the most references are stored, or the hour's reference bytes are spent",
      },
      submit: {
        400: 'invalid input or unknown ref_url',
        429: 'rate limited, or this address has its most jobs waiting or running',
        503: "busy: the queue is full or the hour's generated seconds are spent",
      },
      status: { 404: 'unknown or expired job' },
      download: { 404: 'unknown or expired file', 416: 'range outside the file' },
    }),
  );

  app.get(fastifyPath(routes.health), async () => routes.health.response.parse(await health(speech)));
  // Counted before the body is read, so refused, stalled and malformed bodies count too.
  const perAddress = (limiter: typeof context.submitLimiter) => async (request: FastifyRequest) =>
    limiter.check(request, addressKey(request.ip));
  app.post(fastifyPath(routes.submit), { onRequest: perAddress(context.submitLimiter) }, async (request) =>
    routes.submit.response.parse(await submit(context, request)),
  );
  app.get(fastifyPath(routes.status), async (request) =>
    routes.status.response.parse(status(context, request)),
  );

  // The upload, in its own scope with the multipart parser (other body types reach the handler and get 415).
  await app.register(async (scope) => {
    await registerMultipartParser(scope, 1);
    scope.post(
      fastifyPath(routes.upload),
      { onRequest: perAddress(context.uploadLimiter) },
      async (request, reply) => {
        const maxBytes = config.referenceMaxBytes;
        const tooLarge = speechTestMessages.referenceTooLarge(maxBytes);
        const declared = Number(request.headers['content-length']);
        const declaredBytes = Number.isFinite(declared) && declared > 0 ? declared : 0;
        // The count cap and the hour's bytes (a declared body larger than what is left is refused before it is read).
        if (
          !store.hasRoomForReference() ||
          declaredBytes > referenceBytesLeft(store, config.referenceBytesPerHour) + MULTIPART_OVERHEAD_BYTES
        ) {
          reply.header('connection', 'close');
          throw busy();
        }
        // The service's own byte budget, far under the server's per-request one: a larger declared body is refused
        // before it is read.
        if (declaredBytes > maxBytes + MULTIPART_OVERHEAD_BYTES) {
          reply.header('connection', 'close');
          throw new HttpError(413, tooLarge);
        }
        // Uploads in flight from one address share the server's per-user budget, keyed by that address.
        const rules = {
          budgetKey: `speech-test ${addressKey(request.ip)}`,
          files: [{ name: 'audio', maxBytes, multiple: false, tooLargeMessage: tooLarge }],
          tooLargeMessage: tooLarge,
        };
        return withMultipartUpload(app, request, reply, rules, async (upload) => {
          const file = upload.files.find((received) => received.field === 'audio');
          if (!file) throw new HttpError(400, speechTestMessages.missingAudio);
          return routes.upload.response.parse(await storeReference(context, file));
        });
      },
    );
  });

  // The result, with @fastify/static's Range and attachment handling rooted at the results folder.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: store.resultsDir, serve: false });
    scope.get(fastifyPath(routes.download), async (request, reply) => download(context, request, reply));
  });
}
