// One error policy for the whole server: JSON { message } with a fitting status, never a stack trace,
// never a 500 for bad input; 500s are logged here and answered with a generic message.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
    return { status, message: statusMessages[status] ?? 'The request could not be processed.', headers: {} };
  }
  return { status: 500, message: genericServerErrorMessage, headers: {} };
}

export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const { status, message, headers } = describeError(error);
  return reply.code(status).headers(headers).type('application/json; charset=utf-8').send({ message });
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status } = describeError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, error);
  });
}

/** For Fastify's `frameworkErrors` option: malformed URLs and the like, before routing. */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  sendError(reply, error);
}
