// The account feature as a Fastify plugin: the user's profile, credits, storage and credits history, plan
// upgrade requests, export my data (its job runs on the `data-export` queue, data-export-runner.ts, started by
// services.ts) and deleting the account (its password checked as auth/session-password.ts says).
import type { FastifyInstance } from 'fastify';
import { registerStreamRoutes } from '../files/stream-route';
import { registerRouteImplementations } from '../http/api-route';
import type { SessionPasswordCheck } from '../auth/session-password';
import { accountRoutes } from './account.routes';
import { dataExportRoutes, dataExportStreamRoutes } from './data-export.routes';

export async function accountPlugin(
  app: FastifyInstance,
  { sessionPassword }: { sessionPassword: SessionPasswordCheck },
): Promise<void> {
  const { db, media, mediaLinks, dataExports } = app.services;
  registerRouteImplementations(app, accountRoutes(db, media, sessionPassword));
  registerRouteImplementations(app, dataExportRoutes({ db, store: media, mediaLinks, runner: dataExports }));
  await registerStreamRoutes(app, dataExportStreamRoutes(db, media));
}
