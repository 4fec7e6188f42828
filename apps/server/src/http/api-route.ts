// Implements routes of the contract's table (`apiRoutes` from @twin/api-client): the table gives method, path,
// auth and zod schemas; the server adds the handler. A feature plugin registers its list with
// registerRouteImplementations, which adds the Fastify routes (bearer check, input parsed with the contract's
// schemas, output checked against its response schema) and contributes them to the OpenAPI document. Routes of the
// 'api' base are registered on an unprefixed scope (their paths start with /api); those of another service (the speech
// test's) on a scope mounted at that service's path, which the OpenAPI document lists them under.
import { toFastifyPath, type ApiRoute, type ContractSchema } from '@twin/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { bearerToken, userForToken } from '../auth/authenticate';
import type { UserRow } from '../db/schema';
import { sendWithEntityTag } from './etag';
import { parseInput } from './validation';

type Parsed<S> = S extends ContractSchema ? z.output<S> : undefined;
type Answer<R extends ApiRoute> = R['response'] extends ContractSchema
  ? z.input<R['response']>
  : FastifyReply;

export interface RouteContext<R extends ApiRoute> {
  body: Parsed<R['body']>;
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  user: R['auth'] extends true ? UserRow : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteImplementation<R extends ApiRoute = ApiRoute> {
  route: R;
  /** Success status, 200 unless given. */
  status?: number;
  /** Error statuses and what they mean, for the OpenAPI document. */
  errors?: Record<number, string>;
  /**
   * Runs in Fastify's onRequest, before the body is read or parsed: a per-address rate limit, so refused, stalled
   * and malformed bodies count too.
   */
  beforeBody?(request: FastifyRequest): void | Promise<void>;
  /** The error for path parameters that do not parse (default: a 400 naming the first issue). */
  paramsRefused?(): Error;
  /** Returns the JSON answer (checked against the route's response schema), or the reply for media answers. */
  handler(context: RouteContext<R>): Promise<Answer<R>>;
}

/** Pairs a contract route with its handler, keeping the route's literal schema types for `handler`. */
export function implement<const R extends ApiRoute>(
  route: R,
  implementation: Omit<RouteImplementation<R>, 'route'>,
): RouteImplementation<R> {
  return { route, ...implementation };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of routes with different schemas
export type AnyRouteImplementation = RouteImplementation<any>;

export type Authenticator = (request: FastifyRequest) => Promise<UserRow>;

/** The bearer check of `app`'s services: the signed-in user, or a 401 HttpError. */
export function bearerAuthenticator(app: FastifyInstance): Authenticator {
  return (request) => userForToken(app.services.db, app.services.tokens, bearerToken(request));
}

/** The route's path parameters parsed with its schema; `refused` gives the error when they do not parse. */
export function parseParams(route: ApiRoute, value: unknown, refused?: () => Error): unknown {
  if (!route.params) return undefined;
  if (!refused) return parseInput(route.params, value);
  const parsed = route.params.safeParse(value);
  if (!parsed.success) throw refused();
  return parsed.data;
}

/**
 * Adds `implementations` (a scope's routes of any kind, with their statuses) to the OpenAPI document under the paths
 * they are served at, after checking that each is registered where its base belongs: 'api' routes on an unprefixed
 * scope, another service's on a scope mounted at its path.
 */
export function addToOpenApi(app: FastifyInstance, implementations: readonly AnyRouteImplementation[]): void {
  for (const { route } of implementations as RouteImplementation[]) {
    if ((route.base === 'api') !== (app.prefix === '')) {
      throw new Error(`Route ${route.id} (base ${route.base}) is registered under '${app.prefix}'.`);
    }
  }
  app.openApi.add(
    implementations.map((implementation) => ({
      ...implementation,
      route: { ...implementation.route, path: `${app.prefix}${(implementation.route as ApiRoute).path}` },
    })),
  );
}

/** Registers JSON contract routes on `app` (a feature plugin's scope) and adds them to the OpenAPI document. */
export function registerRouteImplementations(
  app: FastifyInstance,
  implementations: readonly AnyRouteImplementation[],
): void {
  const authenticate = bearerAuthenticator(app);
  addToOpenApi(app, implementations);
  for (const implementation of implementations) {
    const { route } = implementation as RouteImplementation;
    if (route.multipart)
      throw new Error(`Route ${route.id}: multipart routes need the multipart registration.`);
    const { beforeBody, paramsRefused } = implementation;
    app.route({
      method: route.method,
      url: toFastifyPath(route.path),
      ...(beforeBody ? { onRequest: async (request: FastifyRequest) => beforeBody(request) } : {}),
      handler: async (request, reply) => {
        const user = route.auth ? await authenticate(request) : null;
        const params = parseParams(route, request.params, paramsRefused);
        const query = route.query ? parseInput(route.query, request.query) : undefined;
        const body = route.body ? parseInput(route.body, request.body) : undefined;
        const result: unknown = await implementation.handler({ body, params, query, user, request, reply });
        if (!route.response) return result;
        reply.code(implementation.status ?? 200);
        // The response schema is the contract: unknown fields are stripped, a missing one is our bug (500).
        const answer: unknown = route.response.parse(result);
        // Reads carry an ETag, so an unchanged poll answers 304 with no body.
        return route.method === 'GET' ? sendWithEntityTag(request, reply, answer) : answer;
      },
    });
  }
}
