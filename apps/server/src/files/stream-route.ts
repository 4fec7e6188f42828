// Registers media-stream routes of the contract (responseType audio/video) in a child scope of the calling
// feature plugin, with @fastify/static's reply.sendFile/download rooted at the media directory, and adds them to
// the OpenAPI document. The session token may come as the bearer header (fetch); <audio>/<video> cannot send
// headers, so they present a media link's token in the `token` query parameter instead: made by the API for
// exactly this path and short-lived (auth/media-links.ts). Params and query are parsed with the contract's
// schemas; the handler checks ownership and sends the file (stream-file.ts). A route without sign-in (the speech
// test's result) gets no user, and its handler sends from its own folder (stream-file.ts takes the root).
import fastifyStatic from '@fastify/static';
import { toFastifyPath, type ApiRoute } from '@twin/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { bearerToken, userForMediaLink, userForToken } from '../auth/authenticate';
import type { UserRow } from '../db/schema';
import { addToOpenApi, parseParams, type AnyRouteImplementation } from '../http/api-route';
import { parseInput } from '../http/validation';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface StreamContext<R extends ApiRoute> {
  user: R['auth'] extends true ? UserRow : null;
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface StreamRouteImplementation<R extends ApiRoute = ApiRoute> {
  route: R;
  errors?: Record<number, string>;
  /** The error for path parameters that do not parse (default: a 400 naming the first issue). */
  paramsRefused?(): Error;
  handler(context: StreamContext<R>): Promise<FastifyReply>;
}

export function implementStream<const R extends ApiRoute>(
  route: R,
  implementation: Omit<StreamRouteImplementation<R>, 'route'>,
): StreamRouteImplementation<R> {
  if (route.response !== null) throw new Error(`Route ${route.id} is not a media stream.`);
  return { route, ...implementation };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of routes with different schemas
export type AnyStreamRouteImplementation = StreamRouteImplementation<any>;

function streamDocsEntries(
  implementations: readonly AnyStreamRouteImplementation[],
): AnyRouteImplementation[] {
  return implementations.map(({ route, errors }) => ({
    route,
    errors,
    handler: () => Promise.reject(new Error('documentation entry')),
  }));
}

/** The request's path as sent (what a media link was made for), without its query. */
function requestPath(request: FastifyRequest): string {
  return new URL(request.url, 'http://stream.invalid').pathname;
}

export async function registerStreamRoutes(
  app: FastifyInstance,
  implementations: readonly AnyStreamRouteImplementation[],
): Promise<void> {
  const { db, tokens, mediaLinks, media } = app.services;
  addToOpenApi(app, streamDocsEntries(implementations));
  await app.register(async (scope) => {
    // No routes of its own (serve: false): only reply.sendFile and reply.download for this scope.
    await scope.register(fastifyStatic, { root: media.mediaRoot, serve: false });
    for (const implementation of implementations) {
      const route = implementation.route as ApiRoute;
      scope.route({
        method: route.method,
        url: toFastifyPath(route.path),
        handler: async (request, reply) => {
          const bearer = bearerToken(request);
          const queryToken = (request.query as { token?: unknown } | undefined)?.token;
          const user = !route.auth
            ? null
            : bearer !== null || !route.tokenInQuery
              ? await userForToken(db, tokens, bearer)
              : await userForMediaLink(
                  db,
                  mediaLinks,
                  typeof queryToken === 'string' ? queryToken : null,
                  requestPath(request),
                );
          const params = parseParams(route, request.params, implementation.paramsRefused);
          const query = route.query ? parseInput(route.query, request.query) : undefined;
          return implementation.handler({ user, params, query, request, reply });
        },
      });
    }
  });
}
