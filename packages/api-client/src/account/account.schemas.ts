// The account (spec part 1 §7, /api/user and /api/subscription): the user's profile with plan and usage, plan
// token usage, and the plan upgrade request. zod/mini like the auth schemas they build on (see auth.schemas.ts).
import * as z from 'zod/mini';
import { userSchema } from '../auth/auth.schemas';
import { planNameSchema } from '../shared/plans';

/** GET /api/user/profile answers the user's fields at the top level. */
export const userProfileResponseSchema = userSchema;
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;

export const tokenUsageResponseSchema = z.object({
  plan_tokens_used: z.number(),
  /** -1 means unlimited. */
  plan_tokens_total: z.number(),
  current_plan: planNameSchema,
});
export type TokenUsage = z.infer<typeof tokenUsageResponseSchema>;

export const upgradeRequestSchema = z.object({ plan: planNameSchema });
export type UpgradeRequest = z.input<typeof upgradeRequestSchema>;
export const upgradeResponseSchema = z.object({
  success: z.literal(true),
  message: z.optional(z.string()),
});
export type UpgradeResponse = z.infer<typeof upgradeResponseSchema>;
