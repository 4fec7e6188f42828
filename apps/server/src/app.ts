// buildServer(config): the Fastify app with database, API routes, OpenAPI docs, security headers, error policy and
// the built front ends. It does not listen; start.ts does that (tests use app.inject instead).
import Fastify, { type FastifyInstance } from 'fastify';
import { userForToken, bearerToken } from './auth/authenticate';
import { TokenService } from './auth/tokens';
import { authRoutes } from './accounts/auth.routes';
import { userRoutes } from './accounts/user.routes';
import { registerAppServing, serveFileOrRedirect } from './apps/serve-apps';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { buildOpenApiDocument } from './docs/openapi';
import { registerRouteImplementations, type AnyRouteImplementation } from './http/api-route';
import {
  BODY_LIMIT_BYTES,
  frameworkErrorHandler,
  installErrorHandling,
  isApiPath,
  sendError,
} from './http/error-handling';
import { healthRoutes } from './http/health.routes';
import { HttpError, notFoundMessage } from './http/http-error';
import { AuthAttemptLimiter } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import type { AppServices } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database; closed by app.close(). */
    database: DatabaseHandle;
  }
}

export async function buildServer(config: ServerConfig): Promise<FastifyInstance> {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    return await assemble(config, database);
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function assemble(config: ServerConfig, database: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  });
  app.decorate('database', database);
  app.addHook('onClose', async () => database.close());
  installErrorHandling(app);
  await registerSecurityHeaders(app, config.bookingUrl);

  const services: AppServices = {
    db: database.db,
    tokens: new TokenService(config.jwtSecret),
    limiters: {
      login: new AuthAttemptLimiter(config.rateLimits.login),
      register: new AuthAttemptLimiter(config.rateLimits.register),
      passwordChange: new AuthAttemptLimiter(config.rateLimits.login),
    },
  };
  const routes: AnyRouteImplementation[] = [
    ...healthRoutes(),
    ...authRoutes(services),
    ...userRoutes(services),
  ];
  registerRouteImplementations(app, routes, (request) =>
    userForToken(services.db, services.tokens, bearerToken(request)),
  );
  const openApiDocument = buildOpenApiDocument(routes);
  app.get('/api/docs', async () => openApiDocument);

  await registerAppServing(app, config.appsRoot);
  app.setNotFoundHandler((request, reply) =>
    isApiPath(request.url)
      ? sendError(reply, new HttpError(404, notFoundMessage))
      : serveFileOrRedirect(request, reply, config.appsRoot),
  );
  return app;
}
