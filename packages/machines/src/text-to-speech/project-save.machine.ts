// The speech page's save cycle (issue 26): each edit waits a moment (named delay `saveDelay`) so typing saves once,
// then the project is saved over the version last read or saved. Edits made while saving are saved next. A save the
// server refuses because another tab saved first ends in `conflict`: nothing more is saved, the creator is told to
// reload, and the last edit stays in `unsaved` to copy. When the server cannot be reached the page keeps the edit
// in the browser (the app's cache) and tries again after `retryDelay`, or at once on `project.online`.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../shared/not-provided';

/** What the app's saveProject actor resolves with: the new version, or the refusal of an older version. */
export type ProjectSaveOutcome = { outcome: 'saved'; version: number } | { outcome: 'conflict' };

/** The project as the page sends it; the machine only carries it (the contract's schema checks it). */
export type ProjectData = Readonly<Record<string, unknown>>;

export interface SaveProjectInput {
  version: number;
  data: ProjectData;
}

export interface ProjectSaveInput {
  /** The version the page read (0: no project saved yet). */
  version: number;
  /** An edit not yet on the server (from the browser's cache), saved first; null when none. */
  unsaved?: ProjectData | null;
}

export interface ProjectSaveContext {
  version: number;
  /** The latest edit not yet sent. */
  pending: ProjectData | null;
  /** The edit being saved. */
  sending: ProjectData | null;
  /** In `conflict`: the creator's last edit, kept to copy. */
  unsaved: ProjectData | null;
}

export type ProjectSaveEvent = { type: 'project.edit'; data: ProjectData } | { type: 'project.online' };

export const projectSaveDelays = {
  /** Quiet time after the last edit before it is saved. */
  saveDelay: 1_000,
  /** Time before trying again after the server could not be reached. */
  retryDelay: 5_000,
} as const;

export const projectSaveMachine = setup({
  types: {
    context: {} as ProjectSaveContext,
    events: {} as ProjectSaveEvent,
    input: {} as ProjectSaveInput,
  },
  actors: {
    saveProject: notProvided<ProjectSaveOutcome, SaveProjectInput>('saveProject'),
  },
  actions: {
    keepEdit: assign({
      pending: ({ context, event }) => (event.type === 'project.edit' ? event.data : context.pending),
    }),
    startSending: assign(({ context }) => ({ sending: context.pending, pending: null })),
    keepUnsent: assign(({ context }) => ({ pending: context.pending ?? context.sending, sending: null })),
    keepUnsaved: assign(({ context }) => ({
      unsaved: context.pending ?? context.sending,
      pending: null,
      sending: null,
    })),
    keepUnsavedEdit: assign({
      unsaved: ({ context, event }) => (event.type === 'project.edit' ? event.data : context.unsaved),
    }),
  },
  guards: {
    hasPending: ({ context }) => context.pending !== null,
  },
  delays: projectSaveDelays,
}).createMachine({
  id: 'projectSave',
  context: ({ input }) => ({
    version: input.version,
    pending: input.unsaved ?? null,
    sending: null,
    unsaved: null,
  }),
  initial: 'idle',
  states: {
    /** Nothing to save since the page opened. */
    idle: {
      always: { guard: 'hasPending', target: 'waiting' },
      on: { 'project.edit': { target: 'waiting', actions: 'keepEdit' } },
    },
    /** An edit waits for a quiet moment; each new edit restarts the wait. */
    waiting: {
      after: { saveDelay: 'saving' },
      on: { 'project.edit': { target: 'waiting', reenter: true, actions: 'keepEdit' } },
    },
    saving: {
      entry: 'startSending',
      on: { 'project.edit': { actions: 'keepEdit' } },
      invoke: {
        id: 'saveProject',
        src: 'saveProject',
        input: ({ context }) => ({ version: context.version, data: context.sending ?? {} }),
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'conflict',
            target: 'conflict',
            actions: 'keepUnsaved',
          },
          {
            guard: 'hasPending',
            target: 'waiting',
            actions: assign({
              version: ({ context, event }) =>
                event.output.outcome === 'saved' ? event.output.version : context.version,
              sending: null,
            }),
          },
          {
            target: 'saved',
            actions: assign({
              version: ({ context, event }) =>
                event.output.outcome === 'saved' ? event.output.version : context.version,
              sending: null,
            }),
          },
        ],
        onError: { target: 'offline', actions: 'keepUnsent' },
      },
    },
    /** Everything is on the server. */
    saved: {
      on: { 'project.edit': { target: 'waiting', actions: 'keepEdit' } },
    },
    /** The server could not be reached: the edit is kept (the browser's copy) and tried again. */
    offline: {
      after: { retryDelay: 'saving' },
      on: {
        'project.edit': { actions: 'keepEdit' },
        'project.online': 'saving',
      },
    },
    /** Another tab or browser saved first: nothing more is saved until the page is reloaded. */
    conflict: {
      on: { 'project.edit': { actions: 'keepUnsavedEdit' } },
    },
  },
});

export type ProjectSaveMachine = typeof projectSaveMachine;
export type ProjectSaveActorRef = ActorRefFrom<ProjectSaveMachine>;
export type ProjectSaveSnapshot = SnapshotFrom<ProjectSaveMachine>;
