// The speech page's Takes panel (issue 26): every take the creator generated, loaded when the page opens and again
// after each new generation (`takes.reload`). Add to Timeline is announced to the app (`takes.addToTimeline`).
// Delete always asks first (the dialog says the take's clips leave the timeline too when it is used there), then
// deletes it for good; once deleted the app takes its clips off the timeline (`takes.deleted`) and the list is read
// again. A failed delete keeps the dialog open with its reason, to try again or cancel.
import { assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../../shared/not-provided';
import { serverMessageOr } from '../../shared/server-message';
import { takesMessages } from './takes.messages';

/** A take's clip, as the timeline places it. */
export interface TakeClip {
  id: string;
  url: string;
  name: string;
  duration: number;
}

/** A kept take, as the app's loadTakes actor gives it (newest first). */
export interface Take {
  id: string;
  text: string;
  voiceName: string | null;
  durationSeconds: number;
  /** ISO 8601. */
  createdAt: string;
  /** A link the player can load. */
  audioUrl: string;
  clip: TakeClip;
}

/** The take the delete dialog is about. */
export interface TakeToDelete {
  take: Take;
  /** Whether a clip of the timeline plays it (the dialog says its clips go too). */
  onTimeline: boolean;
}

export interface TakesContext {
  /** null until the first list arrives. */
  takes: readonly Take[] | null;
  error: string | null;
  deleting: TakeToDelete | null;
  /** A new generation arrived while the dialog was open: the list is read again once it closes. */
  stale: boolean;
}

export type TakesEvent =
  | { type: 'takes.reload' }
  | { type: 'take.add'; takeId: string }
  | { type: 'take.delete'; takeId: string; onTimeline: boolean }
  | { type: 'take.confirm' }
  | { type: 'take.cancel' };

export type TakesEmitted =
  { type: 'takes.addToTimeline'; take: Take } | { type: 'takes.deleted'; take: Take };

/** The dialog's answers, while it asks and after a failed delete; a list made stale meanwhile is read again. */
const askingEvents = {
  'takes.reload': { actions: 'markStale' },
  'take.confirm': 'deleting',
  'take.cancel': [
    { guard: 'isStale', target: 'loading', actions: 'closeDialog' },
    { target: 'ready', actions: 'closeDialog' },
  ],
} as const;

const takeOf = (context: TakesContext, takeId: string) =>
  context.takes?.find((take) => take.id === takeId) ?? null;

export const takesMachine = setup({
  types: {
    context: {} as TakesContext,
    events: {} as TakesEvent,
    emitted: {} as TakesEmitted,
  },
  actors: {
    loadTakes: notProvided<readonly Take[], void>('loadTakes'),
    deleteTake: notProvided<void, { takeId: string }>('deleteTake'),
  },
  actions: {
    markStale: assign({ stale: true }),
    openDialog: assign({
      deleting: ({ context, event }) =>
        event.type === 'take.delete'
          ? { take: takeOf(context, event.takeId)!, onTimeline: event.onTimeline }
          : context.deleting,
      error: null,
    }),
    closeDialog: assign({ deleting: null, error: null }),
    announceAdd: emit(({ context, event }) => {
      const take = event.type === 'take.add' ? takeOf(context, event.takeId) : null;
      // Only reached through the hasTake guard.
      return { type: 'takes.addToTimeline' as const, take: take! };
    }),
  },
  guards: {
    hasTakes: ({ event }) =>
      'output' in event && Array.isArray(event.output) && (event.output as readonly Take[]).length > 0,
    hasTake: ({ context, event }) =>
      (event.type === 'take.add' || event.type === 'take.delete') && takeOf(context, event.takeId) !== null,
    isStale: ({ context }) => context.stale,
  },
}).createMachine({
  id: 'takes',
  context: { takes: null, error: null, deleting: null, stale: false },
  initial: 'loading',
  // Add to Timeline works whenever a list is shown, also while it is read again.
  on: { 'take.add': { guard: 'hasTake', actions: 'announceAdd' } },
  states: {
    /** Reading the list; a list already shown stays on screen, and usable, meanwhile. */
    loading: {
      entry: assign({ stale: false }),
      on: {
        'takes.reload': { target: 'loading', reenter: true },
        // Delete pressed while the list is read again: the dialog opens, and the list is read once it closes.
        'take.delete': { guard: 'hasTake', target: 'confirming', actions: ['openDialog', 'markStale'] },
      },
      invoke: {
        id: 'loadTakes',
        src: 'loadTakes',
        onDone: [
          {
            guard: 'hasTakes',
            target: 'ready',
            actions: assign({ takes: ({ event }) => event.output, error: null }),
          },
          { target: 'empty', actions: assign({ takes: [], error: null }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => serverMessageOr(event.error, takesMessages.loadFailed) }),
        },
      },
    },
    /** No take yet. */
    empty: {
      on: { 'takes.reload': 'loading' },
    },
    /** The list could not be read; a new generation (or the app) reads it again. */
    failed: {
      on: { 'takes.reload': 'loading' },
    },
    ready: {
      on: {
        'takes.reload': 'loading',
        'take.delete': { guard: 'hasTake', target: 'confirming', actions: 'openDialog' },
      },
    },
    /** The dialog asks first. */
    confirming: {
      on: {
        ...askingEvents,
      },
    },
    deleting: {
      entry: assign({ error: null }),
      on: { 'takes.reload': { actions: 'markStale' } },
      invoke: {
        id: 'deleteTake',
        src: 'deleteTake',
        input: ({ context }) => ({ takeId: context.deleting?.take.id ?? '' }),
        onDone: {
          target: 'loading',
          actions: [
            emit(({ context }) => ({ type: 'takes.deleted' as const, take: context.deleting!.take })),
            assign({
              takes: ({ context }) =>
                context.takes?.filter((take) => take.id !== context.deleting?.take.id) ?? null,
            }),
            'closeDialog',
          ],
        },
        onError: {
          target: 'deleteFailed',
          actions: assign({ error: ({ event }) => serverMessageOr(event.error, takesMessages.deleteFailed) }),
        },
      },
    },
    /** The dialog stays open with the reason: try again, or cancel. */
    deleteFailed: {
      on: {
        ...askingEvents,
      },
    },
  },
});

export type TakesMachine = typeof takesMachine;
export type TakesActorRef = ActorRefFrom<TakesMachine>;
export type TakesSnapshot = SnapshotFrom<TakesMachine>;
