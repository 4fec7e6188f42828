// Sample events for walking the credits machine's graph: a usage answer and a failure. The
// refresh timer (`xstate.after.refreshInterval.…`) and `credits.refresh` are tried bare.
import { actorDone, actorFailed } from '../testing/actor-events';
import type { MachineWalk } from '../testing/reachable-states';
import type { CreditsMachine } from './credits.machine';

export const creditsMachineWalk: MachineWalk<CreditsMachine> = {
  events: [
    actorDone('fetchTokenUsage', { used: 120, total: 3600, plan: 'Starter' }),
    actorFailed('fetchTokenUsage', new Error('Network down')),
  ],
};
