// The account answers: plan token usage, with -1 for unlimited.
import { describe, expect, it } from 'vitest';
import { tokenUsageResponseSchema } from './account.schemas';

describe('responses', () => {
  it('reads token usage with -1 for unlimited', () => {
    expect(
      tokenUsageResponseSchema.parse({
        plan_tokens_used: 10,
        plan_tokens_total: -1,
        current_plan: 'Enterprise',
      }),
    ).toMatchObject({ plan_tokens_total: -1 });
  });
});
