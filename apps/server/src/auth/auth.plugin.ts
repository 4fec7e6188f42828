// The auth feature as a Fastify plugin: register, login, profile, change password and signup-code validation,
// with the attempt limits of the configuration (sign-in: per IP, per e-mail and address, a delay after failures).
import type { FastifyInstance } from 'fastify';
import { defaultLoginFailureDelay, type ServerConfig } from '../config';
import { registerRouteImplementations } from '../http/api-route';
import { authAttemptLimiter } from '../http/rate-limit';
import { authRoutes } from './auth.routes';
import { LoginFailureDelay } from './login-failure-delay';
import type { SessionPasswordCheck } from './session-password';

export async function authPlugin(
  app: FastifyInstance,
  {
    rateLimits,
    loginFailureDelay = defaultLoginFailureDelay,
    sessionPassword,
  }: Pick<ServerConfig, 'rateLimits' | 'loginFailureDelay'> & { sessionPassword: SessionPasswordCheck },
): Promise<void> {
  const limiters = {
    login: authAttemptLimiter(app, rateLimits.login, { emailPerAddress: true }),
    loginFailures: new LoginFailureDelay(loginFailureDelay),
    register: authAttemptLimiter(app, rateLimits.register),
    emailChange: authAttemptLimiter(app, rateLimits.login),
    sessionPassword,
  };
  registerRouteImplementations(app, authRoutes(app.services, limiters));
}
