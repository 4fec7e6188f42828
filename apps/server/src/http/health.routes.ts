// GET /api/health: answers {"ok":true} once the server listens (migrations have run by then), with the speech
// engine's state: embedded, or an HTTP engine that does or does not accept a connection.
import { apiRoutes } from '@twin/api-client';
import type { FastifyInstance } from 'fastify';
import type { SpeechEngine } from '../engines/speech/speech-engine';
import { implement, registerRouteImplementations, type AnyRouteImplementation } from './api-route';

export function healthRoutes(speech: SpeechEngine): AnyRouteImplementation[] {
  return [
    implement(apiRoutes['system.health'], {
      async handler() {
        const state = speech.isReachable
          ? (await speech.isReachable())
            ? ('reachable' as const)
            : ('unreachable' as const)
          : ('embedded' as const);
        return { ok: true as const, speech: state };
      },
    }),
  ];
}

export async function healthPlugin(app: FastifyInstance): Promise<void> {
  registerRouteImplementations(app, healthRoutes(app.services.speech));
}
