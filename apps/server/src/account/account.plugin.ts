// The account feature as a Fastify plugin: the user's profile, credits, storage and credits history, and plan
// upgrade requests.
import type { FastifyInstance } from 'fastify';
import { registerRouteImplementations } from '../http/api-route';
import { accountRoutes } from './account.routes';

export async function accountPlugin(app: FastifyInstance): Promise<void> {
  registerRouteImplementations(app, accountRoutes(app.services.db));
}
