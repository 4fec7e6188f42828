// Sample events for walking the account deletion's graph: open, cancel, a password (and none), the server's
// refusal and its success.
import { actorDone, actorFailed } from '../../testing/actor-events';
import type { MachineWalk } from '../../testing/reachable-states';
import type { AccountDeletionMachine } from './account-deletion.machine';

export const accountDeletionMachineWalk: MachineWalk<AccountDeletionMachine> = {
  events: [
    { type: 'deletion.open' },
    { type: 'deletion.cancel' },
    { type: 'deletion.confirm', password: 'secret-pass-1' },
    { type: 'deletion.confirm', password: '' },
    actorFailed('deleteAccount', new Error('Your password is incorrect. Your account was not deleted.')),
    actorDone('deleteAccount', undefined),
  ],
};
