// GET /api/health: answers {"ok":true} once the server listens (migrations have run by then), with each engine's
// state: embedded in the server, or an HTTP engine (TTS_URL, STT_URL, MT_URL, LIPSYNC_URL) that does or does not
// accept a connection (each asked at most once per 5 s, since the call is public); and which lip-sync engine runs
// (the embedded "face" or "mux", or "http").
import { apiRoutes, type EngineState, type HealthResponse } from '@twin/api-client';
import type { FastifyInstance } from 'fastify';
import { implement, registerRouteImplementations, type AnyRouteImplementation } from './api-route';

/** An engine as health sees it: an HTTP engine can say whether it is reachable; an embedded one has no such call. */
export interface ProbedEngine {
  isReachable?(): Promise<boolean>;
}

export interface HealthEngines {
  speech: ProbedEngine;
  transcription: ProbedEngine;
  translation: ProbedEngine;
  lipsync: ProbedEngine & { name: NonNullable<HealthResponse['lipsyncEngine']> };
}

async function stateOf(engine: ProbedEngine): Promise<EngineState> {
  if (!engine.isReachable) return 'embedded';
  return (await engine.isReachable()) ? 'reachable' : 'unreachable';
}

export function healthRoutes(engines: HealthEngines): AnyRouteImplementation[] {
  return [
    implement(apiRoutes['system.health'], {
      async handler() {
        const [speech, transcription, translation, lipsync] = await Promise.all(
          [engines.speech, engines.transcription, engines.translation, engines.lipsync].map(stateOf),
        );
        return {
          ok: true as const,
          speech,
          transcription,
          translation,
          lipsync,
          lipsyncEngine: engines.lipsync.name,
        };
      },
    }),
  ];
}

export async function healthPlugin(app: FastifyInstance): Promise<void> {
  const { speech, transcription, translation, lipsync } = app.services;
  registerRouteImplementations(app, healthRoutes({ speech, transcription, translation, lipsync }));
}
