// GET /api/health: answers {"ok":true} once the server listens (migrations have run by then).
import { apiRoutes } from '@twin/api-client';
import { implement, type AnyRouteImplementation } from './api-route';

export function healthRoutes(): AnyRouteImplementation[] {
  return [
    implement(apiRoutes['system.health'], {
      async handler() {
        return { ok: true as const };
      },
    }),
  ];
}
