// GET /api/health (ours, not in the spec): answers once the server is ready; its schema and its route.
// Written with zod/mini, which is all it needs.
import * as z from 'zod/mini';
import { defineRoute } from './define-route';

export const healthResponseSchema = z.object({
  ok: z.literal(true),
  /** The speech engine: embedded in the server, or an HTTP engine (TTS_URL) that does or does not answer. */
  speech: z.optional(z.enum(['embedded', 'reachable', 'unreachable'])),
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
