// Sends one call of the route table: builds the URL, adds the bearer header, sends JSON or FormData, parses the
// answer with the route's response schema and turns every failure into an ApiError.
import type { z } from 'zod';
import type { ApiRoute, ContractSchema } from '../shared/define-route';
import { fillPath } from '../shared/path';
import { appendQuery, joinUrl, type QueryValues } from '../urls/base-url';
import { ApiError, fallbackMessageFor, serverMessageOf, UNEXPECTED_ERROR_MESSAGE } from './api-error';
import { createAnswerCache } from './answer-cache';

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export interface TransportOptions {
  /** Our server ('' for same origin). */
  baseUrl: string;
  /** The speech-test service ({speech_test_base}). */
  speechTestBase: string;
  /** The stored login token, read at every call; null/undefined/'' when signed out. */
  getToken: () => string | null | undefined;
  fetch: FetchFunction;
}

/** Per-call options every client method accepts last. */
export interface CallOptions {
  /** Cancels the call (XState's fromPromise hands one to its actor). */
  signal?: AbortSignal;
}

export interface CallInput extends CallOptions {
  params?: Record<string, string>;
  query?: QueryValues;
  /** JSON body for JSON routes. */
  body?: unknown;
  /** The whole body for multipart routes. */
  formData?: FormData;
}

/** What a route answers: its schema's output for JSON routes, the bytes for media routes. */
export type RouteResult<R extends ApiRoute> = R['response'] extends ContractSchema
  ? z.output<R['response']>
  : Blob;

/** What a route's method takes as its JSON body: the input of its body schema. */
export type RouteBody<R extends ApiRoute> = R['body'] extends ContractSchema ? z.input<R['body']> : never;

export type CallRoute = <R extends ApiRoute>(route: R, input?: CallInput) => Promise<RouteResult<R>>;

export function createTransport(options: TransportOptions) {
  // Our server's GET answers carry an ETag: the client sends it back and a 304 reuses the answer it holds.
  const answers = createAnswerCache();
  const baseFor = (route: ApiRoute) =>
    route.base === 'speechTest' ? options.speechTestBase : options.baseUrl;

  /** Sends `route` to an already built URL (the speech-test download derives its own). */
  async function send(route: ApiRoute, url: string, input: CallInput = {}): Promise<unknown> {
    const fallback = fallbackMessageFor(route.id);
    const headers = new Headers();
    if (route.responseType === 'json') headers.set('Accept', 'application/json');
    // The speech-test service is someone else's: it never receives our token.
    const token = route.base === 'api' ? options.getToken() : null;
    if (token) headers.set('Authorization', `Bearer ${token}`);

    const conditional = route.base === 'api' && route.method === 'GET' && route.responseType === 'json';
    const held = conditional ? answers.get(url) : undefined;
    if (held) headers.set('If-None-Match', held.etag);

    let body: RequestInit['body'];
    if (route.multipart) {
      body = input.formData;
    } else if (input.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(input.body);
    }

    const timeout = route.timeoutMs === null ? null : AbortSignal.timeout(route.timeoutMs);
    const signals = [input.signal, timeout].filter((s): s is AbortSignal => s !== undefined && s !== null);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];

    let response: Response;
    try {
      response = await options.fetch(url, { method: route.method, headers, body, signal });
    } catch (cause) {
      const kind = input.signal?.aborted ? 'aborted' : timeout?.aborted ? 'timeout' : 'network';
      throw new ApiError({ status: 0, message: UNEXPECTED_ERROR_MESSAGE, kind, routeId: route.id, cause });
    }

    if (response.status === 304 && held && route.response) {
      return parseAnswer(route, route.response, response.status, held.json, fallback);
    }

    if (!response.ok) {
      const serverMessage = serverMessageOf(await readJson(response));
      throw new ApiError({
        status: response.status,
        message: serverMessage ?? fallback,
        serverMessage,
        kind: 'http',
        routeId: route.id,
      });
    }

    if (route.response === null) {
      try {
        return await response.blob();
      } catch (cause) {
        throw new ApiError({
          status: 0,
          message: UNEXPECTED_ERROR_MESSAGE,
          kind: 'network',
          routeId: route.id,
          cause,
        });
      }
    }
    const json = await readJson(response);
    const etag = response.headers.get('ETag');
    if (conditional && etag) answers.set(url, { etag, json });
    return parseAnswer(route, route.response, response.status, json, fallback);
  }

  const callRoute = (<R extends ApiRoute>(route: R, input: CallInput = {}) => {
    const path = fillPath(route.path, input.params);
    const url = appendQuery(joinUrl(baseFor(route), path), input.query);
    return send(route, url, input) as Promise<RouteResult<R>>;
  }) satisfies CallRoute;

  return { callRoute, send };
}

/** `json` checked against the route's response schema; an answer that does not fit is an ApiError. */
function parseAnswer(
  route: ApiRoute,
  schema: ContractSchema,
  status: number,
  json: unknown,
  fallback: string,
): unknown {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError({
      status,
      message: fallback,
      kind: 'invalid-response',
      routeId: route.id,
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** The body as JSON, or undefined when it is empty or not JSON (an HTML error page, a proxy's text). */
async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}
