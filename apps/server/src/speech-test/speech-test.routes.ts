// The handlers of the speech-test calls (part 1 §7), relative to the service's base and open to anyone: health,
// the reference upload (identified by probing, within the service's own byte and length budgets and the hourly
// reference bytes, stored with a random id and answered with `reference:<id>`), submit (at most
// MAX_JOBS_PER_ADDRESS jobs of one address waiting or running, none once the hour's generated seconds are spent;
// ref_url must name a reference this service stored — it is never fetched), status (any id not a live job is 404),
// and the result's download (audio/wav, Range, attachment). The per-address rate limits run before these, in the
// plugin's onRequest hooks.
import { randomInt } from 'node:crypto';
import {
  speechTestDownloadParamSchema,
  speechTestJobIdParamSchema,
  speechTestSubmitRequestSchema,
  type SpeechTestHealthResponse,
  type SpeechTestStatusResponse,
  type SpeechTestSubmitResponse,
  type SpeechTestUploadResponse,
} from '@twin/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SpeechTestConfig } from '../config';
import { isUuid } from '../db/ids';
import type { SpeechEngine } from '../engines/speech/speech-engine';
import { engineUnavailableMessage } from '../engines/http/engine-request';
import type { ReceivedFile } from '../files/multipart-upload';
import { streamFile } from '../files/stream-file';
import { addressKey } from '../http/client-address';
import { HttpError } from '../http/http-error';
import type { AttemptLimiter } from '../http/rate-limit';
import { parseInput } from '../http/validation';
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
  request: FastifyRequest,
): Promise<SpeechTestSubmitResponse> {
  const { config, store, jobs } = context;
  const body = parseInput(speechTestSubmitRequestSchema, request.body);
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
export function status(context: SpeechTestContext, request: FastifyRequest): SpeechTestStatusResponse {
  const params = speechTestJobIdParamSchema.safeParse(request.params);
  const id = params.success ? params.data.job_id : '';
  const job = isUuid(id) ? context.store.job(id) : null;
  if (!job) throw new HttpError(404, speechTestMessages.jobNotFound);
  return { success: true, job: { status: job.status, error: job.error, result: job.result } };
}

/** The result as a WAV attachment; any name that is not a live result of ours is 404 (never a path). */
export function download(context: SpeechTestContext, request: FastifyRequest, reply: FastifyReply) {
  const params = speechTestDownloadParamSchema.safeParse(request.params);
  const file = params.success ? params.data.filename : '';
  if (!isResultFileName(file) || !context.store.jobOfResult(file)) {
    throw new HttpError(404, speechTestMessages.fileNotFound);
  }
  return streamFile(reply, context.store.resultsDir, file, { contentType: 'audio/wav', downloadName: file });
}
