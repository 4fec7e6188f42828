// The auth feature as a Fastify plugin: register, login, profile, change password and signup-code validation,
// with the per-IP and per-e-mail attempt limits of the configuration.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { registerRouteImplementations } from '../http/api-route';
import { authAttemptLimiter } from '../http/rate-limit';
import { authRoutes } from './auth.routes';

export async function authPlugin(
  app: FastifyInstance,
  { rateLimits }: { rateLimits: ServerConfig['rateLimits'] },
): Promise<void> {
  const limiters = {
    login: authAttemptLimiter(app, rateLimits.login),
    register: authAttemptLimiter(app, rateLimits.register),
    passwordChange: authAttemptLimiter(app, rateLimits.login),
  };
  registerRouteImplementations(app, authRoutes(app.services, limiters));
}
