// The dubbing editor (ours, issue 25; "Edit dub" on a finished localization): loads the job's segments
// (`loadDubSegments`), lets the creator edit each translation (`segment.edit`), and Regenerate on an edited segment
// (`segment.regenerate`) starts its regeneration (`startRegeneration`) and asks for it every 3 s (`pollInterval`,
// `checkRegeneration`) with its progress text; completed → the segments loaded again, 'The new sentence is in the
// video.' and `resultVersion` up by one (the player loads the new result); failed → the server's words. One
// regeneration at a time; a regeneration found running on load is followed. A failed load can be retried.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../../shared/not-provided';
import { checkedOutput, checkError, pollAgain, pollWaiting } from '../../shared/polling';
import { dubEditorMessages } from './dub-editor.messages';
import type {
  CheckRegenerationInput,
  DubEditorContext,
  DubEditorEvent,
  DubEditorInput,
  DubSegments,
  LoadDubSegmentsInput,
  RegenerationCheck,
  StartedRegeneration,
  StartRegenerationInput,
} from './dub-editor.types';

export const dubEditorTimings = { pollInterval: 3000 } as const;

const draftsOf = (loaded: DubSegments) =>
  Object.fromEntries(loaded.segments.map((segment) => [segment.index, segment.translation]));

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message.trim() ? error.message : fallback;

export const dubEditorMachine = setup({
  types: {
    context: {} as DubEditorContext,
    input: {} as DubEditorInput,
    events: {} as DubEditorEvent,
  },
  actors: {
    loadDubSegments: notProvided<DubSegments, LoadDubSegmentsInput>('loadDubSegments'),
    startRegeneration: notProvided<StartedRegeneration, StartRegenerationInput>('startRegeneration'),
    checkRegeneration: notProvided<RegenerationCheck, CheckRegenerationInput>('checkRegeneration'),
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
    showSegments: assign((_, loaded: DubSegments) => ({
      segments: loaded.segments,
      drafts: draftsOf(loaded),
    })),
    followRunning: assign((_, loaded: DubSegments) => ({
      regenerationId: loaded.regeneration?.id ?? null,
      regeneratingIndex: loaded.regeneration?.segmentIndex ?? null,
      progressText: loaded.regeneration?.progress?.trim() || dubEditorMessages.speaking,
    })),
    showLoadFailed: assign({ error: dubEditorMessages.loadFailed }),
    clearMessages: assign({ error: null, notice: null }),
    editDraft: assign(({ context, event }) =>
      event.type === 'segment.edit'
        ? { drafts: { ...context.drafts, [event.index]: event.translation } }
        : {},
    ),
    markStarting: assign(({ event }) =>
      event.type === 'segment.regenerate'
        ? {
            regeneratingIndex: event.index,
            progressText: dubEditorMessages.speaking,
            error: null,
            notice: null,
            checks: 0,
          }
        : {},
    ),
    keepRegenerationId: assign((_, started: StartedRegeneration) => ({
      regenerationId: started.regenerationId,
    })),
    showStartFailed: assign((_, params: { error: unknown }) => ({
      error: errorText(params.error, dubEditorMessages.startFailed),
      regeneratingIndex: null,
      progressText: null,
    })),
    showProgress: assign(({ context }, check: RegenerationCheck) => ({
      checks: context.checks + 1,
      progressText: check.progress?.trim() ? check.progress : dubEditorMessages.speaking,
    })),
    countFailedCheck: assign(({ context }) => ({ checks: context.checks + 1 })),
    showRegenerated: assign(({ context }) => ({
      notice: dubEditorMessages.regenerated,
      resultVersion: context.resultVersion + 1,
      regeneratingIndex: null,
      regenerationId: null,
      progressText: null,
    })),
    showRegenerationFailed: assign((_, check: RegenerationCheck) => ({
      error: check.errorMessage?.trim() ? check.errorMessage : dubEditorMessages.failed,
      regeneratingIndex: null,
      regenerationId: null,
      progressText: null,
    })),
  },
  guards: {
    isRunning: (_, loaded: DubSegments) =>
      loaded.regeneration?.status === 'pending' || loaded.regeneration?.status === 'processing',
    isCompleted: (_, check: RegenerationCheck) => check.status === 'completed',
    isFailed: (_, check: RegenerationCheck) => check.status === 'failed',
    /** Regenerate only a segment whose box differs from what it speaks, and is not empty. */
    isEdited: ({ context, event }) => {
      if (event.type !== 'segment.regenerate') return false;
      const draft = context.drafts[event.index]?.trim() ?? '';
      const segment = context.segments.find((item) => item.index === event.index);
      return segment !== undefined && draft !== '' && draft !== segment.translation.trim();
    },
  },
  delays: dubEditorTimings,
}).createMachine({
  id: 'dubEditor',
  context: ({ input }) => ({
    jobId: input.jobId,
    segments: [],
    drafts: {},
    regeneratingIndex: null,
    regenerationId: null,
    progressText: null,
    error: null,
    notice: null,
    resultVersion: 0,
    checks: 0,
  }),
  initial: 'loading',
  states: {
    /** The job's segments are being loaded. */
    loading: {
      invoke: {
        id: 'loadDubSegments',
        src: 'loadDubSegments',
        input: ({ context }) => ({ jobId: context.jobId }),
        onDone: [
          {
            guard: { type: 'isRunning', params: ({ event }) => event.output },
            target: 'regenerating',
            actions: [
              { type: 'showSegments', params: ({ event }) => event.output },
              { type: 'followRunning', params: ({ event }) => event.output },
            ],
          },
          { target: 'ready', actions: { type: 'showSegments', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: 'showLoadFailed' },
      },
    },
    /** 'The sentences of this video could not be loaded.' with Try again. */
    loadFailed: {
      on: { 'editor.retry': { target: 'loading', actions: 'clearMessages' } },
    },
    /** The segments, each translation editable; Regenerate on an edited one. */
    ready: {
      on: {
        'segment.edit': { actions: 'editDraft' },
        'segment.regenerate': { guard: 'isEdited', target: 'starting', actions: 'markStarting' },
      },
    },
    /** The regeneration is being asked for. */
    starting: {
      on: { 'segment.edit': { actions: 'editDraft' } },
      invoke: {
        id: 'startRegeneration',
        src: 'startRegeneration',
        input: ({ context }) => ({
          jobId: context.jobId,
          index: context.regeneratingIndex ?? 0,
          translation: (context.drafts[context.regeneratingIndex ?? 0] ?? '').trim(),
        }),
        onDone: {
          target: 'regenerating',
          actions: { type: 'keepRegenerationId', params: ({ event }) => event.output },
        },
        onError: { target: 'ready', actions: { type: 'showStartFailed', params: checkError } },
      },
    },
    /** The segment is being spoken again: its progress every 3 s. */
    regenerating: {
      on: { 'segment.edit': { actions: 'editDraft' } },
      initial: 'waiting',
      states: {
        waiting: pollWaiting('pollInterval'),
        checking: {
          invoke: {
            id: 'checkRegeneration',
            src: 'checkRegeneration',
            input: ({ context }) => ({ jobId: context.jobId, regenerationId: context.regenerationId ?? '' }),
            onDone: [
              {
                guard: { type: 'isCompleted', params: ({ event }) => event.output },
                target: '#dubEditor.reloading',
                actions: 'showRegenerated',
              },
              {
                guard: { type: 'isFailed', params: ({ event }) => event.output },
                target: '#dubEditor.ready',
                actions: { type: 'showRegenerationFailed', params: ({ event }) => event.output },
              },
              pollAgain({ type: 'showProgress', params: checkedOutput }),
            ],
            onError: pollAgain([{ type: 'logError', params: checkError }, 'countFailedCheck']),
          },
        },
      },
    },
    /** The new result is in: the segments are loaded again (their translations and fit). */
    reloading: {
      invoke: {
        id: 'loadDubSegments',
        src: 'loadDubSegments',
        input: ({ context }) => ({ jobId: context.jobId }),
        onDone: { target: 'ready', actions: { type: 'showSegments', params: ({ event }) => event.output } },
        onError: { target: 'ready' },
      },
    },
  },
});

export type DubEditorMachine = typeof dubEditorMachine;
export type DubEditorSnapshot = SnapshotFrom<typeof dubEditorMachine>;
export type DubEditorActorRef = ActorRefFrom<typeof dubEditorMachine>;
