// The lip-sync engine over HTTP (LIPSYNC_URL): a Cog predictor serving a LatentSync-style model (inputs `video`,
// `audio`, `guidance_scale`, `inference_steps`, `seed`; output the lip-synced video). Cog's protocol, from its source
// (crates/coglet/src/transport/http/routes.rs) and docs/http.md: GET /health-check ({status: READY, BUSY, STARTING,
// SETUP_FAILED, DEFUNCT, UNHEALTHY}), GET /openapi.json (the model's inputs), PUT /predictions/{id} (creation with our
// own id) and POST /predictions/{id}/cancel (200, or 404 when no such prediction runs). Cog has no
// GET /predictions/{id}: an asynchronous prediction (`Prefer: respond-async`, 202) reports only through webhooks or
// server-sent events, and it is forgotten once finished. So the prediction is made with a request that stays open
// until the answer ({status: succeeded | failed | canceled, output, error}), held by node:http without a header
// timeout; the time limit (LIPSYNC_TIMEOUT_SECONDS) and the caller's signal end it with POST …/cancel (Cog also
// cancels a prediction whose connection closes). Our files go as base64 data URLs — the server never fetches a URL
// a user names. The output is a data URL or a URL, which is downloaded only from LIPSYNC_URL's own origin (a Cog
// started with --upload-url elsewhere is refused, never fetched). `useCodeformer` is sent as the model's CodeFormer
// switch when its schema has one (a boolean input named like codeformer or enhance_face). The model's video is then
// given our own audio (44.1 kHz AAC; the model may have resampled it) and cut or held to the audio's length.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { readHead, sniffContainer } from '../../media/sniff-container';
import { reachabilityProbe } from '../http/engine-request';
import {
  decodeDataUrl,
  httpRequest,
  jsonWithDataUrls,
  predictionId,
  RequestStoppedError,
  type HttpAnswer,
} from './cog-http';
import {
  LipsyncAbortedError,
  LipsyncFailedError,
  LipsyncTimeoutError,
  LipsyncUnavailableError,
  type LipsyncEngine,
  type LipsyncInput,
  type LipsyncResult,
} from './lipsync-engine';
import { probeAudioSeconds, probeVideoFacts } from './lipsync-probe';
import { planFinish, type MuxOptions } from './mux-commands';
import { asLipsyncError, runPlan, withWorkDir } from './run-plan';

export const DEFAULT_LIPSYNC_TIMEOUT_SECONDS = 30 * 60;

export interface CogEngineOptions extends MuxOptions {
  /** LIPSYNC_URL: the Cog server's base URL. */
  baseUrl: string;
  /** The whole prediction, download included, must end within this (LIPSYNC_TIMEOUT_SECONDS; default 30 minutes). */
  timeoutMs?: number;
  /** Quick calls (health, schema, cancel) give up after this (default 5 s). */
  quickCallTimeoutMs?: number;
  /** LatentSync's knobs: guidance 1.5, 20 steps, seed 1247 (its own inference default; fixed, so a retry repeats). */
  guidanceScale?: number;
  inferenceSteps?: number;
  seed?: number;
  /** The most bytes an output may have (default 1 GiB). */
  maxOutputBytes?: number;
}

interface CogPrediction {
  id?: string;
  status?: string;
  output?: unknown;
  error?: unknown;
  detail?: unknown;
}

const where = 'The lip-sync server';
export const cogMessages = {
  notAnswering: `${where} is not answering. Please try again in a few minutes.`,
  starting: `${where} is still starting. Please try again in a few minutes.`,
  busy: `${where} is busy with another video. Please try again in a few minutes.`,
  broken: `${where} could not load its model. Please tell the administrator.`,
  notLipsync: `${where} runs a model that does not take a video and an audio input.`,
  failed: (error: string) => `${where} could not make this video: ${error}`,
  refused: (error: string) => `${where} refused the video: ${error}`,
  noVideo: `${where} answered without a usable video. Please try again.`,
  foreignOutput: (host: string) =>
    `${where} put its video on another server (${host}), which is not fetched. Run it without --upload-url, or with an upload URL on its own address.`,
  timeout: (minutes: number) =>
    `${where} took longer than ${minutes} minute${minutes === 1 ? '' : 's'}, so the video was canceled. Please try again later.`,
};

const CODEFORMER_INPUT = /codeformer|enhance_?face|face_?enhance|face_?restor/i;

function mediaTypeOf(container: ReturnType<typeof sniffContainer>, kind: 'video' | 'audio'): string {
  switch (container) {
    case 'mp4':
      return `${kind}/mp4`;
    case 'matroska':
      return kind === 'video' ? 'video/webm' : 'audio/webm';
    case 'wav':
      return 'audio/wav';
    case 'mp3':
      return 'audio/mpeg';
    case 'ogg':
      return 'audio/ogg';
    case 'flac':
      return 'audio/flac';
    default:
      return 'application/octet-stream';
  }
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

export class CogLipsyncEngine implements LipsyncEngine {
  readonly name = 'http' as const;
  readonly movesMouth = true;
  readonly description: string;
  readonly isReachable: () => Promise<boolean>;
  private readonly base: URL;
  private inputNames: Promise<Set<string> | null> | null = null;

  constructor(private readonly options: CogEngineOptions) {
    this.base = new URL(options.baseUrl.replace(/\/*$/, '/'));
    this.description = `A lip-sync model on the Cog server at ${this.base.host}: the mouth follows the audio.`;
    this.isReachable = reachabilityProbe(this.base.href);
  }

  private url(path: string): URL {
    return new URL(path.replace(/^\//, ''), this.base);
  }

  private quick(signal: AbortSignal): AbortSignal {
    return AbortSignal.any([signal, AbortSignal.timeout(this.options.quickCallTimeoutMs ?? 5_000)]);
  }

  /** Refuses early when the server is down, starting or broken; other servers' answers are let through. */
  private async checkHealth(signal: AbortSignal): Promise<void> {
    let answer: HttpAnswer;
    try {
      answer = await httpRequest(this.url('/health-check'), { method: 'GET', signal: this.quick(signal) });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new LipsyncUnavailableError(
        cogMessages.notAnswering,
        `health check: ${(error as Error).message}`,
      );
    }
    if (answer.status !== 200) return;
    let status: unknown;
    try {
      status = (JSON.parse(answer.body.toString('utf8')) as { status?: unknown }).status;
    } catch {
      return;
    }
    if (status === 'STARTING') throw new LipsyncUnavailableError(cogMessages.starting, 'health: STARTING');
    if (status === 'SETUP_FAILED' || status === 'DEFUNCT' || status === 'UNHEALTHY') {
      throw new LipsyncUnavailableError(cogMessages.broken, `health: ${String(status)}`);
    }
  }

  /** The model's input names from its OpenAPI schema, read once (again after a failure); null when unknown. */
  private modelInputs(signal: AbortSignal): Promise<Set<string> | null> {
    this.inputNames ??= httpRequest(this.url('/openapi.json'), { method: 'GET', signal: this.quick(signal) })
      .then((answer) => {
        if (answer.status !== 200) return null;
        const schema = JSON.parse(answer.body.toString('utf8')) as {
          components?: { schemas?: { Input?: { properties?: Record<string, { type?: string }> } } };
        };
        const properties = schema.components?.schemas?.Input?.properties;
        if (!properties) return null;
        const names = new Set(Object.keys(properties));
        for (const [name, property] of Object.entries(properties)) {
          if (CODEFORMER_INPUT.test(name) && property.type === 'boolean') names.add(`codeformer:${name}`);
        }
        return names;
      })
      .catch(() => null);
    const pending = this.inputNames;
    void pending.then((names) => {
      if (!names && this.inputNames === pending) this.inputNames = null;
    });
    return pending;
  }

  private async cancel(id: string): Promise<void> {
    await httpRequest(this.url(`/predictions/${id}/cancel`), {
      method: 'POST',
      signal: AbortSignal.timeout(this.options.quickCallTimeoutMs ?? 5_000),
    }).catch(() => undefined);
  }

  async run(input: LipsyncInput): Promise<LipsyncResult> {
    const { signal } = input;
    if (signal.aborted) throw new LipsyncAbortedError();
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_LIPSYNC_TIMEOUT_SECONDS * 1000;
    const deadline = AbortSignal.timeout(timeoutMs);
    const stop = AbortSignal.any([signal, deadline]);
    const timedOut = () => deadline.aborted && !signal.aborted;
    const timeoutError = () =>
      new LipsyncTimeoutError(
        cogMessages.timeout(Math.max(1, Math.round(timeoutMs / 60_000))),
        `no answer within ${timeoutMs} ms`,
      );
    const progress = input.onProgress;
    try {
      return await withWorkDir(input.outputPath, async (workDir) => {
        const audioSeconds = await probeAudioSeconds(input.audioPath, stop);
        await this.checkHealth(stop);
        const inputs = await this.modelInputs(stop);
        if (inputs && !(inputs.has('video') && inputs.has('audio'))) {
          throw new LipsyncFailedError(cogMessages.notLipsync, `model inputs: ${[...inputs].join(', ')}`);
        }
        progress?.(0.02);

        const wanted: Record<string, unknown> = {
          video: 'file:video',
          audio: 'file:audio',
          guidance_scale: this.options.guidanceScale ?? 1.5,
          inference_steps: this.options.inferenceSteps ?? 20,
          seed: this.options.seed ?? 1247,
        };
        const modelInput = Object.fromEntries(
          Object.entries(wanted).filter(([name]) => !inputs || inputs.has(name)),
        );
        const codeformer = inputs && [...inputs].find((name) => name.startsWith('codeformer:'));
        if (codeformer) modelInput[codeformer.slice('codeformer:'.length)] = input.useCodeformer;
        const id = predictionId(randomBytes(16));
        const body = await jsonWithDataUrls(
          { id, input: modelInput },
          {
            video: {
              path: input.videoPath,
              mediaType: mediaTypeOf(sniffContainer(await readHead(input.videoPath)), 'video'),
            },
            audio: {
              path: input.audioPath,
              mediaType: mediaTypeOf(sniffContainer(await readHead(input.audioPath)), 'audio'),
            },
          },
        );

        let answer: HttpAnswer;
        try {
          answer = await httpRequest(this.url(`/predictions/${id}`), {
            method: 'PUT',
            headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
            body,
            signal: stop,
            maxAnswerBytes: this.options.maxOutputBytes ?? 1024 * 1024 * 1024,
          });
        } catch (error) {
          if (stop.aborted) {
            await this.cancel(id);
            throw timedOut() ? timeoutError() : new LipsyncAbortedError();
          }
          throw new LipsyncUnavailableError(
            cogMessages.notAnswering,
            `prediction ${id}: ${(error as Error).message}`,
          );
        }
        progress?.(0.85);
        const output = this.outputOf(answer, id);
        const modelVideo = join(workDir, 'model-output');
        await this.saveOutput(output, modelVideo, stop).catch(async (error: unknown) => {
          if (stop.aborted) throw timedOut() ? timeoutError() : new LipsyncAbortedError();
          throw error;
        });
        progress?.(0.9);

        const video = await probeVideoFacts(modelVideo, stop).catch((error: unknown) => {
          if (stop.aborted) throw error;
          throw new LipsyncFailedError(cogMessages.noVideo, `output unreadable: ${(error as Error).message}`);
        });
        const partial = join(workDir, 'result.mp4');
        const plan = planFinish(
          { video, audioSeconds },
          { videoPath: modelVideo, audioPath: input.audioPath, outputPath: partial, workDir },
          this.options,
        );
        await runPlan(plan, { signal: stop, onProgress: progress, from: 0.9, to: 0.99 });
        await rename(partial, input.outputPath);
        progress?.(1);
        return { durationSeconds: audioSeconds };
      });
    } catch (error) {
      if (timedOut() && !(error instanceof LipsyncTimeoutError)) throw timeoutError();
      throw asLipsyncError(error, signal);
    }
  }

  /** The prediction's output (a URL or data URL), or the error that says why there is none. */
  private outputOf(answer: HttpAnswer, id: string): string {
    let prediction: CogPrediction;
    try {
      prediction = JSON.parse(answer.body.toString('utf8')) as CogPrediction;
    } catch {
      throw new LipsyncFailedError(cogMessages.noVideo, `prediction ${id}: HTTP ${answer.status}, not JSON`);
    }
    const detail = text(prediction.error ?? prediction.detail ?? `HTTP ${answer.status}`).slice(0, 300);
    if (answer.status === 409)
      throw new LipsyncUnavailableError(cogMessages.busy, `prediction ${id}: ${detail}`);
    if (answer.status === 503)
      throw new LipsyncUnavailableError(cogMessages.starting, `prediction ${id}: ${detail}`);
    if (answer.status === 422)
      throw new LipsyncFailedError(cogMessages.refused(detail), `prediction ${id}: ${detail}`);
    if (answer.status !== 200) {
      throw new LipsyncFailedError(
        cogMessages.failed(detail),
        `prediction ${id}: HTTP ${answer.status} ${detail}`,
      );
    }
    if (prediction.status === 'failed') {
      throw new LipsyncFailedError(cogMessages.failed(detail), `prediction ${id} failed: ${detail}`);
    }
    if (prediction.status === 'canceled') {
      throw new LipsyncFailedError(
        cogMessages.failed('the prediction was canceled'),
        `prediction ${id} canceled`,
      );
    }
    if (prediction.status !== 'succeeded') {
      throw new LipsyncFailedError(
        cogMessages.noVideo,
        `prediction ${id}: status ${String(prediction.status)}`,
      );
    }
    const outputs = Array.isArray(prediction.output) ? prediction.output : [prediction.output];
    const output = outputs.filter((item): item is string => typeof item === 'string').at(-1);
    if (!output)
      throw new LipsyncFailedError(
        cogMessages.noVideo,
        `prediction ${id}: output ${text(prediction.output).slice(0, 200)}`,
      );
    return output;
  }

  /** Writes the output to `path`: a data URL decoded, a URL downloaded from LIPSYNC_URL's origin only. */
  private async saveOutput(output: string, path: string, signal: AbortSignal): Promise<void> {
    const data = decodeDataUrl(output);
    if (data) {
      if (data.bytes.length === 0) throw new LipsyncFailedError(cogMessages.noVideo, 'empty data URL');
      await writeFile(path, data.bytes, { mode: 0o600 });
      return;
    }
    let url: URL;
    try {
      url = new URL(output, this.base);
    } catch {
      throw new LipsyncFailedError(
        cogMessages.noVideo,
        `output is neither a URL nor a data URL: ${output.slice(0, 100)}`,
      );
    }
    if (url.origin !== this.base.origin) {
      throw new LipsyncFailedError(
        cogMessages.foreignOutput(url.host),
        `output on another origin refused: ${url.origin}`,
      );
    }
    let response: Response;
    try {
      response = await fetch(url, { signal, redirect: 'error' });
    } catch (error) {
      if (signal.aborted) throw new RequestStoppedError();
      throw new LipsyncFailedError(cogMessages.noVideo, `output download: ${(error as Error).message}`);
    }
    if (!response.ok || !response.body) {
      throw new LipsyncFailedError(cogMessages.noVideo, `output download: HTTP ${response.status}`);
    }
    const limit = this.options.maxOutputBytes ?? 1024 * 1024 * 1024;
    let size = 0;
    const source = Readable.fromWeb(response.body as unknown as WebReadableStream<Uint8Array>);
    await pipeline(
      source,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size > limit) throw new LipsyncFailedError(cogMessages.noVideo, `output over ${limit} bytes`);
          yield chunk;
        }
      },
      createWriteStream(path, { mode: 0o600 }),
    );
  }
}
