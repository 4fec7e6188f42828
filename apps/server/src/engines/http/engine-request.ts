// Requests to a speech engine over HTTP, with the failure behaviour users need: a short connect check (an engine
// that is down is known in seconds, not minutes), the spec's 15-minute generate timeout as the ceiling for an
// answer, one retry after a short pause when the connection fails, and errors that say which case it was —
// EngineUnavailableError (no answer: 503) or EngineFailedError (it answered with an error or with something that
// is not audio: 502).
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export const ENGINE_CONNECT_TIMEOUT_MS = 5_000;
/** The spec's generate timeout (15 minutes), the longest an engine may take to answer. */
export const ENGINE_ANSWER_TIMEOUT_MS = 15 * 60_000;
const RETRY_PAUSE_MS = 1_000;

export const engineUnavailableMessage =
  'The speech engine is not answering. Please try again in a few minutes.';
export const engineFailedMessage = 'The speech engine could not make this speech. Please try again.';

/** The engine could not be reached, or did not answer in time. */
export class EngineUnavailableError extends Error {
  constructor(readonly detail: string) {
    super(engineUnavailableMessage);
    this.name = 'EngineUnavailableError';
  }
}

/** The engine answered, but with an error status or with audio that is not audio. */
export class EngineFailedError extends Error {
  constructor(readonly detail: string) {
    super(engineFailedMessage);
    this.name = 'EngineFailedError';
  }
}

export interface EngineRequestOptions {
  connectTimeoutMs?: number;
  answerTimeoutMs?: number;
  signal?: AbortSignal;
}

/** `path` under the engine's base URL (TTS_URL may end in a folder, with or without its slash). */
export function engineUrl(baseUrl: string, path: string): URL {
  return new URL(path.replace(/^\//, ''), baseUrl.replace(/\/*$/, '/'));
}

/** How long a reachability answer is reused: /api/health is public, so it must not open a connection per call. */
const REACHABILITY_CACHE_MS = 5_000;
const REACHABILITY_TIMEOUT_MS = 2_000;

/**
 * Whether the engine at `baseUrl` accepts a connection, asked at most once per 5 s however often it is called
 * (callers at the same time share one probe).
 */
export function reachabilityProbe(baseUrl: string, now: () => number = Date.now): () => Promise<boolean> {
  const url = new URL(baseUrl);
  let last: { at: number; answer: Promise<boolean> } | null = null;
  return () => {
    if (!last || now() - last.at >= REACHABILITY_CACHE_MS) {
      last = {
        at: now(),
        answer: checkConnection(url, REACHABILITY_TIMEOUT_MS).then(
          () => true,
          () => false,
        ),
      };
    }
    return last.answer;
  };
}

/** Resolves once a TCP connection to the URL's host and port opens; rejects after the timeout. */
export function checkConnection(url: URL, timeoutMs: number): Promise<void> {
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname, port });
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(timeoutMs, () => fail(new Error(`no connection within ${timeoutMs} ms`)));
    socket.once('error', fail);
    socket.once('connect', () => {
      socket.end();
      resolve();
    });
  });
}

/**
 * fetch with the engine's failure behaviour. Resolves with a response whose status is 2xx, or one the caller said
 * it handles (`acceptStatuses`); anything else is an EngineFailedError carrying the engine's own detail.
 */
export async function engineFetch(
  url: URL,
  init: RequestInit,
  options: EngineRequestOptions & { acceptStatuses?: readonly number[] } = {},
): Promise<Response> {
  const connectTimeout = options.connectTimeoutMs ?? ENGINE_CONNECT_TIMEOUT_MS;
  let lastError: unknown;
  for (const attempt of [1, 2]) {
    if (attempt === 2) await sleep(RETRY_PAUSE_MS, undefined, { signal: options.signal });
    try {
      await checkConnection(url, connectTimeout);
    } catch (error) {
      lastError = error;
      continue;
    }
    const timeout = AbortSignal.timeout(options.answerTimeoutMs ?? ENGINE_ANSWER_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (timeout.aborted) throw new EngineUnavailableError(`no answer from ${url.host} in time`);
      lastError = error;
      continue; // the connection broke: once more
    }
    if (response.ok || options.acceptStatuses?.includes(response.status)) return response;
    throw new EngineFailedError(`${url.pathname} answered ${response.status}: ${await detailOf(response)}`);
  }
  throw new EngineUnavailableError(`${url.host}: ${(lastError as Error)?.message ?? 'unreachable'}`);
}

/** The engine's own explanation (FastAPI's `detail`, OpenAI's `error.message`), cut short. */
export async function detailOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { detail?: unknown; error?: { message?: unknown } };
    const detail = body.detail ?? body.error?.message;
    if (detail !== undefined)
      return String(typeof detail === 'string' ? detail : JSON.stringify(detail)).slice(0, 300);
  } catch {
    // not JSON
  }
  return text.slice(0, 300);
}
