// The account page's "Delete my account" (issue 26): `deletion.open` asks for the password in a dialog;
// `deletion.confirm` sends it (`deleteAccount`); a wrong password (the server's words) keeps the dialog open with
// the message, `deletion.cancel` closes it. Once the server deleted everything the machine ends in `deleted`, whose
// entry is the app's `signOut` (the session is gone with the account).
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorMessageOr } from '../../shared/error-message';
import { notProvided } from '../../shared/not-provided';
import { checkError } from '../../shared/polling';

export const accountDeletionMessages = {
  failed: 'Your account could not be deleted. Please try again.',
} as const;

export interface AccountDeletionContext {
  /** Why the last try was refused, until the dialog is closed or tried again. */
  error: string | null;
}

export type AccountDeletionEvent =
  { type: 'deletion.open' } | { type: 'deletion.cancel' } | { type: 'deletion.confirm'; password: string };

export interface DeleteAccountInput {
  password: string;
}

export const accountDeletionMachine = setup({
  types: {
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
  },
  actors: {
    deleteAccount: notProvided<void, DeleteAccountInput>('deleteAccount'),
  },
  actions: {
    /** The app clears the session and goes to /login. */
    signOut: () => {},
    clearError: assign({ error: null }),
    showError: assign((_, params: { error: unknown }) => ({
      error: errorMessageOr(params.error, accountDeletionMessages.failed),
    })),
  },
  guards: {
    hasPassword: ({ event }) => event.type === 'deletion.confirm' && event.password !== '',
  },
}).createMachine({
  id: 'accountDeletion',
  context: { error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'deletion.open': { target: 'confirming', actions: 'clearError' } },
    },
    /** The dialog asks for the password. */
    confirming: {
      on: {
        'deletion.cancel': { target: 'closed', actions: 'clearError' },
        'deletion.confirm': { guard: 'hasPassword', target: 'deleting' },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ event }) => ({ password: event.type === 'deletion.confirm' ? event.password : '' }),
        onDone: 'deleted',
        onError: { target: 'confirming', actions: { type: 'showError', params: checkError } },
      },
    },
    deleted: { type: 'final', entry: 'signOut' },
  },
});

export type AccountDeletionMachine = typeof accountDeletionMachine;
export type AccountDeletionSnapshot = SnapshotFrom<typeof accountDeletionMachine>;
export type AccountDeletionActorRef = ActorRefFrom<typeof accountDeletionMachine>;
