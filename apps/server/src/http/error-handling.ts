// One error policy for the whole server: JSON { message } with a fitting status, never a stack trace,
// never a 500 for bad input; 500s are logged here and answered with a generic message. Registered on the root
// (errorHandlingPlugin), so every feature plugin's scope inherits it. A scope may answer in another shape of the same
// errors: the speech-test service answers the spec's `{ success: false, error, message }` (ErrorShape).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { genericServerErrorMessage, HttpError, notFoundMessage } from './http-error';

export const BODY_LIMIT_BYTES = 1024 * 1024;

const frameworkMessages: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large (the limit is 1 MB).' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type. Send JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty. Send a JSON object.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body does not match its length.' },
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid.' },
  FST_ERR_BAD_STATUS_CODE: { status: 500, message: genericServerErrorMessage },
};

const statusMessages: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Please sign in to continue.',
  403: 'You are not allowed to do that.',
  404: notFoundMessage,
  405: 'That method is not allowed here.',
  406: 'That response format is not available.',
  413: 'The request body is too large.',
  414: 'The address is too long.',
  415: 'Unsupported content type.',
  416: 'The requested range is not available.',
  429: 'Too many requests. Please try again in a few minutes.',
};

/** Status and user-facing message for any error; only HttpError messages are passed through verbatim. */
export function describeError(error: unknown): {
  status: number;
  message: string;
  headers: Record<string, string>;
} {
  if (error instanceof HttpError)
    return { status: error.statusCode, message: error.message, headers: error.headers };
  const fastifyError = error as Partial<FastifyError> | undefined;
  const known = fastifyError?.code ? frameworkMessages[fastifyError.code] : undefined;
  if (known) return { ...known, headers: {} };
  if (error instanceof SyntaxError && fastifyError?.statusCode === 400) {
    return { status: 400, message: 'The request body is not valid JSON.', headers: {} };
  }
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      status,
      message: statusMessages[status] ?? 'The request could not be processed.',
      headers: stringHeaders((error as { headers?: unknown }).headers),
    };
  }
  return { status: 500, message: genericServerErrorMessage, headers: {} };
}

/** Headers a client error carries (e.g. Content-Range on a 416 from @fastify/static), when they are strings. */
function stringHeaders(headers: unknown): Record<string, string> {
  if (!headers || typeof headers !== 'object') return {};
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * How a scope's errors are written: 'message', ours: `{ ...details, message }`; 'spec-speech-test', the speech-test
 * service's (spec part 1 §7: success and error, plus our message): `{ success: false, error, message }`.
 */
export type ErrorShape = 'message' | 'spec-speech-test';

export function sendError(reply: FastifyReply, error: unknown, shape: ErrorShape = 'message'): FastifyReply {
  const { status, message, headers } = describeError(error);
  const details = error instanceof HttpError ? error.details : {};
  const body =
    shape === 'spec-speech-test' ? { success: false, error: message, message } : { ...details, message };
  return reply.code(status).headers(headers).type('application/json; charset=utf-8').send(body);
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Answers the errors of `app` (the root, or a feature plugin's scope and the scopes under it) in `shape`. The
 * speech-test service's own 503s (its queue and hourly budgets at work) are answers, not failures: not logged.
 */
export function installErrorHandling(app: FastifyInstance, shape: ErrorShape = 'message'): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status } = describeError(error);
    const answered = shape === 'spec-speech-test' && error instanceof HttpError;
    if (status >= 500 && !answered) request.log.error({ err: error }, 'request failed');
    return sendError(reply, error, shape);
  });
}

export const errorHandlingPlugin = fp(async (app: FastifyInstance) => installErrorHandling(app), {
  name: 'twin-error-handling',
});

/** For Fastify's `frameworkErrors` option: malformed URLs and the like, before routing. */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  sendError(reply, error);
}
