// Registers the contract's multipart routes (uploads), which the generic JSON registration refuses, in a child
// scope of the calling feature plugin, and adds them to the OpenAPI document. Order for each request: bearer
// check → query parsed and `beforeUpload` checks (before any byte of the body is stored) → files streamed to temp
// files with their size limits (413) → text fields parsed with the contract's schema (400) → required files
// present (400, the route's own words) → handler. Whatever the handler does not move into media is removed from
// tmp afterwards, whatever the outcome. A route without sign-in (the speech test's) names whose budget its uploads
// share (`budgetKey`) and may set its own file limits (`maxBytes`).
import multipart from '@fastify/multipart';
import { toFastifyPath, type ApiRoute } from '@twin/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { UserRow } from '../db/schema';
import {
  addToOpenApi,
  bearerAuthenticator,
  parseParams,
  type AnyRouteImplementation,
} from '../http/api-route';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/validation';
import {
  MAX_FILES_PER_REQUEST,
  receiveMultipart,
  type FileFieldRule,
  type ReceivedFile,
  type ReceivedUpload,
} from './multipart-upload';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Answer<R extends ApiRoute> = R['response'] extends z.ZodType ? z.input<R['response']> : never;

type RouteUser<R extends ApiRoute> = R['auth'] extends true ? UserRow : null;

export interface MultipartContext<R extends ApiRoute> {
  user: RouteUser<R>;
  fields: Parsed<R['body']>;
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  /** Files by field name, in upload order. Temp files: move them into media or leave them to be removed. */
  files: Record<string, ReceivedFile[]>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface MultipartRouteImplementation<R extends ApiRoute = ApiRoute> {
  route: R;
  status?: number;
  errors?: Record<number, string>;
  /** 413 message per file field. */
  tooLargeMessage(field: string): string;
  /** 400 message when a required file field is missing. */
  missingFileMessage(field: string): string;
  /** Runs in Fastify's onRequest, before the body is read: a per-address rate limit (as for JSON routes). */
  beforeBody?(request: FastifyRequest): void | Promise<void>;
  /** Checks that need no upload (plan gating, a declared length over a budget…), run before the body is read. */
  beforeUpload?(context: {
    user: RouteUser<R>;
    query: Parsed<R['query']>;
    request: FastifyRequest;
    reply: FastifyReply;
  }): void | Promise<void>;
  /** Whose uploads in flight this one shares the server's budget with; the signed-in user's id unless given. */
  budgetKey?(request: FastifyRequest): string;
  /** Per file of a field, when the service sets its own limit (default: the route's `maxBytes`). */
  maxBytes?(field: string): number;
  handler(context: MultipartContext<R>): Promise<Answer<R>>;
}

export function implementMultipart<const R extends ApiRoute>(
  route: R,
  implementation: Omit<MultipartRouteImplementation<R>, 'route'>,
): MultipartRouteImplementation<R> {
  if (!route.multipart) throw new Error(`Route ${route.id} is not multipart.`);
  return { route, ...implementation };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of routes with different schemas
export type AnyMultipartRouteImplementation = MultipartRouteImplementation<any>;

/** For the OpenAPI document: the route and its statuses (the handler is never called from there). */
function multipartDocsEntries(
  implementations: readonly AnyMultipartRouteImplementation[],
): AnyRouteImplementation[] {
  return implementations.map(({ route, status, errors }) => ({
    route,
    status,
    errors,
    handler: () => Promise.reject(new Error('documentation entry')),
  }));
}

/**
 * Makes `scope` (a child scope: the JSON routes elsewhere keep answering 415 to multipart bodies) parse multipart
 * bodies for receiveMultipart — an over-size file is flagged `truncated` and refused there with 413, not thrown by
 * the parser — and lets any other body type reach the handler unparsed, to be refused there with a clear 415.
 */
async function registerMultipartParser(scope: FastifyInstance, maxFiles: number): Promise<void> {
  await scope.register(multipart, { limits: { files: maxFiles }, throwFileSizeLimit: false });
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
}

export interface UploadRules {
  /** Whose uploads in flight this one shares the server's budget with (a user id, or a service's own key). */
  budgetKey: string;
  files: readonly FileFieldRule[];
  /** The 413 text for a body over the budget (a call that carries one file: that file's own text). */
  tooLargeMessage?: string;
}

/**
 * Streams a multipart request's files to temp files within their limits and the budget of `budgetKey`, then runs
 * `handle` with the upload. A 413 closes the connection after the answer (the rest of the body is not read); the
 * budget is released and every temp file `handle` did not move is removed, whatever the outcome.
 */
async function withMultipartUpload<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  rules: UploadRules,
  handle: (upload: ReceivedUpload) => Promise<T>,
): Promise<T> {
  const declared = Number(request.headers['content-length']);
  const allowance = app.services.uploads.open(
    rules.budgetKey,
    Number.isFinite(declared) && declared > 0 ? declared : null,
    {
      largestFileBytes: Math.max(...rules.files.map((file) => file.maxBytes)),
      tooLargeMessage: rules.tooLargeMessage,
    },
  );
  let upload;
  try {
    upload = await receiveMultipart(request, app.services.media, rules.files, allowance);
  } catch (error) {
    allowance.release();
    // The rest of a refused body is not read: close the connection after the answer instead of leaving the
    // client's unread bytes on it.
    if (error instanceof HttpError && error.statusCode === 413) reply.header('connection', 'close');
    throw error;
  }
  try {
    return await handle(upload);
  } finally {
    allowance.release();
    await upload.discard();
  }
}

export async function registerMultipartRoutes(
  app: FastifyInstance,
  implementations: readonly AnyMultipartRouteImplementation[],
): Promise<void> {
  const authenticate = bearerAuthenticator(app);
  addToOpenApi(app, multipartDocsEntries(implementations));
  await app.register(async (scope) => {
    await registerMultipartParser(scope, MAX_FILES_PER_REQUEST);
    for (const implementation of implementations) {
      const route = implementation.route as ApiRoute;
      const { beforeBody } = implementation;
      if (!route.auth && !implementation.budgetKey) {
        throw new Error(`Route ${route.id}: an upload without sign-in needs a budget key.`);
      }
      scope.route({
        method: route.method,
        url: toFastifyPath(route.path),
        ...(beforeBody ? { onRequest: async (request: FastifyRequest) => beforeBody(request) } : {}),
        handler: async (request, reply) => {
          const user = route.auth ? await authenticate(request) : null;
          const params = parseParams(route, request.params);
          const query = route.query ? parseInput(route.query, request.query) : undefined;
          await implementation.beforeUpload?.({ user, query, request, reply });
          // A call that carries one file refuses an oversize body with that file's own (the spec's) text.
          const [onlyFile, ...otherFiles] = route.files;
          const singleFile = onlyFile && otherFiles.length === 0 && !onlyFile.multiple ? onlyFile : null;
          const rules: UploadRules = {
            budgetKey: implementation.budgetKey?.(request) ?? user!.id,
            files: route.files.map((file) => ({
              name: file.name,
              maxBytes: implementation.maxBytes?.(file.name) ?? file.maxBytes,
              multiple: file.multiple,
              tooLargeMessage: implementation.tooLargeMessage(file.name),
            })),
            tooLargeMessage: singleFile ? implementation.tooLargeMessage(singleFile.name) : undefined,
          };
          return withMultipartUpload(app, request, reply, rules, async (upload) => {
            const fields = route.body ? parseInput(route.body, upload.fields) : undefined;
            const files: Record<string, ReceivedFile[]> = {};
            for (const field of route.files) {
              files[field.name] = upload.files.filter((file) => file.field === field.name);
              if (field.required && files[field.name]!.length === 0) {
                throw new HttpError(400, implementation.missingFileMessage(field.name));
              }
            }
            const result: unknown = await implementation.handler({
              user,
              fields,
              params,
              query,
              files,
              request,
              reply,
            });
            reply.code(implementation.status ?? 200);
            return route.response ? route.response.parse(result) : result;
          });
        },
      });
    }
  });
}
