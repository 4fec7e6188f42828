// GET /api/health (ours, not in the spec): answers once the server is ready. zod/mini, because its route sits in
// the account routes the studio's /login carries (see account.ts).
import * as z from 'zod/mini';

export const healthResponseSchema = z.object({ ok: z.literal(true) });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
