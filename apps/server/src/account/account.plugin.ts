// The account feature as a Fastify plugin: the user's profile, credits, storage and credits history, plan
// upgrade requests, export my data (its job runs on the `data-export` queue, data-export-runner.ts, started by
// services.ts) and deleting the account (its password attempts limited per account, as sign-in is per e-mail).
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { registerStreamRoutes } from '../files/stream-route';
import { registerRouteImplementations } from '../http/api-route';
import { attemptLimiter } from '../http/rate-limit';
import { accountRoutes } from './account.routes';
import { dataExportRoutes, dataExportStreamRoutes } from './data-export.routes';

export async function accountPlugin(
  app: FastifyInstance,
  { rateLimits }: Pick<ServerConfig, 'rateLimits'>,
): Promise<void> {
  const { db, media, mediaLinks, dataExports } = app.services;
  const deletionAttempts = attemptLimiter(app, rateLimits.login.perEmail);
  registerRouteImplementations(app, accountRoutes(db, media, deletionAttempts));
  registerRouteImplementations(app, dataExportRoutes({ db, store: media, mediaLinks, runner: dataExports }));
  await registerStreamRoutes(app, dataExportStreamRoutes(db, media));
}
