// Maps a users row to the contract's `User` and `TokenUsage` shapes.
import type { PlanName, TokenUsage, User } from '@twin/api-client';
import type { UserRow } from '../db/schema';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    current_plan: row.currentPlan as PlanName,
    voice_clones_used: row.voiceClonesUsed,
    voice_clones_allowed: row.voiceClonesAllowed,
  };
}

export function toTokenUsage(row: UserRow): TokenUsage {
  return {
    plan_tokens_used: row.planTokensUsed,
    plan_tokens_total: row.currentPlan === 'Enterprise' ? -1 : row.planTokensTotal,
    current_plan: row.currentPlan as PlanName,
  };
}
