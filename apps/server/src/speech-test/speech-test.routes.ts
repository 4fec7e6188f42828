// The speech-test calls (part 1 §7) as implementations of the contract's routes, relative to the service's base and
// open to anyone: health, the reference upload (identified by probing, within the service's own byte and length
// budgets and the hourly reference bytes, stored with a random id and answered with `reference:<id>`), submit (at
// most MAX_JOBS_PER_ADDRESS jobs of one address waiting or running, none once the hour's generated seconds are spent;
// ref_url must name a reference this service stored — it is never fetched), status (any id not a live job is 404),
// and the result's download (audio/wav, Range, attachment). The per-address rate limits run before the body is read
// (beforeBody); with the service turned off every call but health is refused there.
import { randomInt } from 'node:crypto';
import {
  apiRoutes,
  type SpeechTestHealthResponse,
  type SpeechTestStatusResponse,
  type SpeechTestSubmitRequest,
  type SpeechTestSubmitResponse,
  type SpeechTestUploadResponse,
} from '@twin/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SpeechTestConfig } from '../config';
import { isUuid } from '../db/ids';
import type { SpeechEngine } from '../engines/speech/speech-engine';
import { engineUnavailableMessage } from '../engines/http/engine-request';
import { implementMultipart } from '../files/multipart-route';
import type { ReceivedFile } from '../files/multipart-upload';
import { streamFile } from '../files/stream-file';
import { implementStream } from '../files/stream-route';
import { MULTIPART_OVERHEAD_BYTES } from '../files/upload-budget';
import { implement } from '../http/api-route';
import { addressKey } from '../http/client-address';
import { HttpError } from '../http/http-error';
import type { AttemptLimiter } from '../http/rate-limit';
import { identifyAudio, MediaRejectedError } from '../media/identify-audio';
import { generationBudgetSpent, referenceBytesLeft } from './speech-test-budgets';
import { MAX_JOBS_PER_ADDRESS, type SpeechTestJobs } from './speech-test-jobs';
import { speechTestMessages } from './speech-test-messages';
import { isResultFileName, referenceIdOf, referenceUrl, type SpeechTestStore } from './speech-test-store';

/** Reference audio shorter than this has too little speech to measure. */
const MIN_REFERENCE_SECONDS = 1;
const DURATION_TOLERANCE_SECONDS = 0.5;

export interface SpeechTestContext {
  config: SpeechTestConfig;
  store: SpeechTestStore;
  jobs: SpeechTestJobs;
  speech: SpeechEngine;
  uploadLimiter: AttemptLimiter;
  submitLimiter: AttemptLimiter;
}

export async function health(speech: SpeechEngine): Promise<SpeechTestHealthResponse> {
  if (speech.isReachable && !(await speech.isReachable())) {
    return { success: false, error: engineUnavailableMessage };
  }
  return { success: true };
}

/** Stores an uploaded reference (a temp file) after identifying it; refusals are HttpErrors. */
export async function storeReference(
  context: SpeechTestContext,
  file: ReceivedFile,
): Promise<SpeechTestUploadResponse> {
  const { config } = context;
  let identified;
  try {
    identified = await identifyAudio(file.tempPath, 'audio', undefined, config.referenceMaxSeconds);
  } catch (error) {
    if (!(error instanceof MediaRejectedError)) throw error;
    throw error.reason === 'not-audio'
      ? new HttpError(415, speechTestMessages.notAudio)
      : new HttpError(422, speechTestMessages.unreadable);
  }
  if (identified.durationSeconds > config.referenceMaxSeconds + DURATION_TOLERANCE_SECONDS) {
    throw new HttpError(400, speechTestMessages.referenceTooLong(config.referenceMaxSeconds));
  }
  if (identified.durationSeconds < MIN_REFERENCE_SECONDS) {
    throw new HttpError(400, speechTestMessages.referenceTooShort);
  }
  // Checked once more with the real size (the declared length was checked before the body was read).
  if (file.sizeBytes > referenceBytesLeft(context.store, config.referenceBytesPerHour)) throw busy();
  const record = await context.store.addReference(
    file.tempPath,
    identified.container,
    identified.durationSeconds,
    file.sizeBytes,
  );
  return { success: true, url: referenceUrl(record.id) };
}

export async function submit(
  context: SpeechTestContext,
  body: SpeechTestSubmitRequest,
  request: FastifyRequest,
): Promise<SpeechTestSubmitResponse> {
  const { config, store, jobs } = context;
  if (body.text.length > config.textMaxCharacters) {
    throw new HttpError(400, speechTestMessages.textTooLong(config.textMaxCharacters));
  }
  const referenceId = referenceIdOf(body.ref_url);
  const reference = referenceId ? store.reference(referenceId) : null;
  if (!reference) throw new HttpError(400, speechTestMessages.unknownReference);
  if (generationBudgetSpent(store, config.generatedSecondsPerHour)) throw busy();
  // Per address as the rate limits count (IPv6: per /64): one caller cannot fill the queue.
  const place = jobs.hold(addressKey(request.ip));
  if (place === 'queue-full') throw busy();
  if (place === 'address-full') {
    throw new HttpError(429, speechTestMessages.tooManyJobs(MAX_JOBS_PER_ADDRESS), { 'retry-after': '60' });
  }
  let job;
  try {
    job = await store.addJob(reference.id, {
      text: body.text,
      cfg_scale: body.cfg_scale,
      inference_steps: body.inference_steps,
      seed: body.seed === -1 ? randomInt(0, 1001) : body.seed,
      speed: body.speed,
    });
  } catch (error) {
    place.release();
    throw error;
  }
  place.enqueue(job);
  return { success: true, job_id: job.id };
}

/** 503 with the busy message: the queue is full, or an hourly budget is spent. */
export function busy(): HttpError {
  return new HttpError(503, speechTestMessages.busy, { 'retry-after': '60' });
}

/** The job's state; any id that is not a live job of ours, whatever its shape, is 404 like an unknown one. */
export function status(context: SpeechTestContext, id: string): SpeechTestStatusResponse {
  const job = isUuid(id) ? context.store.job(id) : null;
  if (!job) throw jobNotFound();
  return { success: true, job: { status: job.status, error: job.error, result: job.result } };
}

const jobNotFound = () => new HttpError(404, speechTestMessages.jobNotFound);
const fileNotFound = () => new HttpError(404, speechTestMessages.fileNotFound);

/** The result as a WAV attachment; any name that is not a live result of ours is 404 (never a path). */
export function download(context: SpeechTestContext, file: string, reply: FastifyReply) {
  if (!isResultFileName(file) || !context.store.jobOfResult(file)) throw fileNotFound();
  return streamFile(reply, context.store.resultsDir, file, { contentType: 'audio/wav', downloadName: file });
}

/** Counted before the body is read, so refused, stalled and malformed bodies count too. */
const perAddress = (limiter: AttemptLimiter) => (request: FastifyRequest) =>
  limiter.check(request, addressKey(request.ip));

/** The upload: refused before its body is read when a budget cannot take it, then stored within its own limits. */
export function speechTestUploadRoutes(context: SpeechTestContext) {
  const { config, store } = context;
  const maxBytes = config.referenceMaxBytes;
  const tooLarge = speechTestMessages.referenceTooLarge(maxBytes);
  return [
    implementMultipart(apiRoutes['speechTest.uploadReference'], {
      errors: {
        413: 'over the size limit',
        415: 'not audio',
        422: 'unreadable audio',
        429: 'rate limited',
        503: "busy: the most references are stored, or the hour's reference bytes are spent",
      },
      beforeBody: perAddress(context.uploadLimiter),
      // Uploads in flight from one address share the server's per-user budget, keyed by that address.
      budgetKey: (request) => `speech-test ${addressKey(request.ip)}`,
      // The service's own byte budget, far under the server's per-request one.
      maxBytes: () => maxBytes,
      tooLargeMessage: () => tooLarge,
      missingFileMessage: () => speechTestMessages.missingAudio,
      beforeUpload: ({ request, reply }) => {
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
        if (declaredBytes > maxBytes + MULTIPART_OVERHEAD_BYTES) {
          reply.header('connection', 'close');
          throw new HttpError(413, tooLarge);
        }
      },
      handler: async ({ files }) => storeReference(context, files.audio![0]!),
    }),
  ];
}

/** Health, submit and status. */
export function speechTestRoutes(context: SpeechTestContext) {
  return [
    implement(apiRoutes['speechTest.health'], { handler: () => health(context.speech) }),
    implement(apiRoutes['speechTest.submit'], {
      errors: {
        400: 'invalid input or unknown ref_url',
        429: 'rate limited, or this address has its most jobs waiting or running',
        503: "busy: the queue is full or the hour's generated seconds are spent",
      },
      beforeBody: perAddress(context.submitLimiter),
      handler: ({ body, request }) => submit(context, body, request),
    }),
    implement(apiRoutes['speechTest.status'], {
      errors: { 404: 'unknown or expired job' },
      paramsRefused: jobNotFound,
      handler: async ({ params }) => status(context, params.job_id),
    }),
  ];
}

/** The result's download, from the service's own results folder. */
export function speechTestDownloadRoutes(context: SpeechTestContext) {
  return [
    implementStream(apiRoutes['speechTest.download'], {
      errors: { 404: 'unknown or expired file', 416: 'range outside the file' },
      paramsRefused: fileNotFound,
      handler: async ({ params, reply }) => download(context, params.filename, reply),
    }),
  ];
}

/** With the service turned off: health says so, every other call is 503 before its body is read. */
export function speechTestTurnedOffRoutes() {
  const turnedOff = () => new HttpError(503, speechTestMessages.turnedOff);
  const refuse = () => {
    throw turnedOff();
  };
  return {
    json: [
      implement(apiRoutes['speechTest.health'], {
        handler: async () => ({ success: false, error: speechTestMessages.turnedOff }),
      }),
      implement(apiRoutes['speechTest.submit'], { beforeBody: refuse, handler: async () => refuse() }),
      implement(apiRoutes['speechTest.status'], { beforeBody: refuse, handler: async () => refuse() }),
    ],
    multipart: [
      implementMultipart(apiRoutes['speechTest.uploadReference'], {
        beforeBody: refuse,
        budgetKey: () => 'speech-test',
        tooLargeMessage: () => speechTestMessages.turnedOff,
        missingFileMessage: () => speechTestMessages.turnedOff,
        handler: async () => refuse(),
      }),
    ],
    stream: [
      implementStream(apiRoutes['speechTest.download'], {
        paramsRefused: turnedOff,
        handler: async () => refuse(),
      }),
    ],
  };
}
