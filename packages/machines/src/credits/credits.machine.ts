// The sidebar's credit usage: fetched by the `fetchTokenUsage` actor (provided by the app), then
// refreshed every 30 seconds (named delay `refreshInterval`) or on `credits.refresh`. A failed
// fetch is only logged (action `logError`) and retried on the same rhythm (spec part 1 §4, §8).
// The app runs this actor only while a user is signed in.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../shared/not-provided';

export const creditsRefreshInterval = 30_000;

/** Plan tokens: 1 token = 1 second of generated media; `total` -1 means unlimited. */
export interface CreditUsage {
  used: number;
  total: number;
  plan: string;
}

export interface CreditsContext {
  /** The last usage fetched; kept through a failed refresh. Null until the first success. */
  usage: CreditUsage | null;
}

export type CreditsEvent = { type: 'credits.refresh' };

export const creditsMachine = setup({
  types: {
    context: {} as CreditsContext,
    events: {} as CreditsEvent,
  },
  actors: {
    fetchTokenUsage: notProvided<CreditUsage, void>('fetchTokenUsage'),
  },
  actions: {
    /** Failures are logged, never shown (spec part 1 §8). */
    logError: (_, params: { error: unknown }) => {
      console.error('Could not load credit usage', params.error);
    },
  },
  delays: {
    refreshInterval: creditsRefreshInterval,
  },
}).createMachine({
  id: 'credits',
  context: { usage: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchTokenUsage',
        src: 'fetchTokenUsage',
        onDone: { target: 'loaded', actions: assign({ usage: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {
      after: { refreshInterval: 'loading' },
      on: { 'credits.refresh': 'loading' },
    },
    failed: {
      after: { refreshInterval: 'loading' },
      on: { 'credits.refresh': 'loading' },
    },
  },
});

export type CreditsMachine = typeof creditsMachine;
export type CreditsSnapshot = SnapshotFrom<typeof creditsMachine>;
export type CreditsActorRef = ActorRefFrom<typeof creditsMachine>;
