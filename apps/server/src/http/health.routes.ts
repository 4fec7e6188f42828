// GET /api/health: answers {"ok":true} once the server listens (migrations have run by then).
import { apiRoutes } from '@twin/api-client';
import type { FastifyInstance } from 'fastify';
import { implement, registerRouteImplementations, type AnyRouteImplementation } from './api-route';

export function healthRoutes(): AnyRouteImplementation[] {
  return [
    implement(apiRoutes['system.health'], {
      async handler() {
        return { ok: true as const };
      },
    }),
  ];
}

export async function healthPlugin(app: FastifyInstance): Promise<void> {
  registerRouteImplementations(app, healthRoutes());
}
