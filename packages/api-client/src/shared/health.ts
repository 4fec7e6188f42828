// GET /api/health (ours, not in the spec): answers once the server is ready; its schema and its route.
// Written with zod/mini, which is all it needs.
import * as z from 'zod/mini';
import { defineRoute } from './define-route';

/** An engine embedded in the server, or an HTTP engine that does or does not accept a connection. */
export const engineStateSchema = z.enum(['embedded', 'reachable', 'unreachable']);
export type EngineState = z.infer<typeof engineStateSchema>;

export const healthResponseSchema = z.object({
  ok: z.literal(true),
  /** Speech (TTS_URL when set). */
  speech: z.optional(engineStateSchema),
  /** Transcription for /localize (STT_URL when set). */
  transcription: z.optional(engineStateSchema),
  /** Translation (MT_URL when set). */
  translation: z.optional(engineStateSchema),
  /** Lip-sync (LIPSYNC_URL when set). */
  lipsync: z.optional(engineStateSchema),
  /**
   * Ours: which lip-sync engine that is — 'face' (embedded, the default: tracks the face and moves lips and jaw;
   * a video without one usable face gets the 'mux' result), 'mux' (embedded, moves no lips) or 'http' (LIPSYNC_URL).
   */
  lipsyncEngine: z.optional(z.enum(['face', 'mux', 'http'])),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const healthRoutes = {
  'system.health': defineRoute({
    id: 'system.health',
    summary: 'Readiness check (ours).',
    method: 'GET',
    path: '/api/health',
    auth: false,
    response: healthResponseSchema,
    spec: null,
  }),
};
