// The credits machine the signed-in layout runs: its usage read from the studio's API client (the
// factory takes the client, so tests pass a fake).
import { fromPromise } from 'xstate';
import { creditsMachine, type CreditUsage } from '@twin/machines/credits';
import { api as studioApi, type StudioApi } from '../lib/api';

export function createStudioCreditsMachine(api: Pick<StudioApi, 'user'>) {
  return creditsMachine.provide({
    actors: {
      fetchTokenUsage: fromPromise(async ({ signal }): Promise<CreditUsage> => {
        const usage = await api.user.tokenUsage({ signal });
        return { used: usage.plan_tokens_used, total: usage.plan_tokens_total, plan: usage.current_plan };
      }),
    },
  });
}

export const studioCreditsMachine = createStudioCreditsMachine(studioApi);
