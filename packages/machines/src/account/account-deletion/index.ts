// @twin/machines/account/account-deletion: the account page's "Delete my account" and its types.
export { accountDeletionMachine, accountDeletionMessages } from './account-deletion.machine';
export type {
  AccountDeletionActorRef,
  AccountDeletionContext,
  AccountDeletionEvent,
  AccountDeletionMachine,
  AccountDeletionSnapshot,
} from './account-deletion.machine';
