// The categorization wizard (spec part 2 §2.6, §4 Categorization, §8, §9): loads the model's
// reference clips (app actor `loadReferenceClips`); fewer than 4 → offer to mark the voice
// completed without emotion controls (`completeVoice`) or leave it uncategorized; otherwise five
// steps, one per style, each offering 4 clips not chosen before (best statistical match first,
// with a suggested clip), Refresh Clips for the next 4, Next once a clip is chosen, Finish Setup
// on the last step → `saveCategorization`. Ends in a final state whose output tells the page.
// Closing the dialog is one intent, `categorization.close`: it cancels wherever the wizard can be
// left (a load failure, the under-4 offer, a step) and is ignored while loading or saving.
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../../shared/not-provided';
import { serverMessageOr } from '../../shared/server-message';
import {
  candidateClipsForStep,
  categorizationStyles,
  clipPage,
  clipPageCount,
  minimumReferenceClips,
  suggestClip,
  type ReferenceClipStats,
  type SpeakingStyle,
} from './categorization.clips';
import { categorizationMessages } from './categorization.messages';
import type {
  CategorizationContext,
  CategorizationEvent,
  CategorizationInput,
  CategorizationOutput,
  SaveCategorizationInput,
} from './categorization.types';

const lastStepIndex = categorizationStyles.length - 1;

export function styleOfStep(stepIndex: number): SpeakingStyle {
  return categorizationStyles[Math.min(Math.max(stepIndex, 0), lastStepIndex)] as SpeakingStyle;
}

/** The page (wrapped round), offered clips, suggestion and refresh flag for the step. */
function stepView(context: Pick<CategorizationContext, 'clips' | 'stepIndex' | 'page' | 'choices'>) {
  const style = styleOfStep(context.stepIndex);
  const chosenEarlier = categorizationStyles
    .slice(0, context.stepIndex)
    .map((earlier) => context.choices[earlier])
    .filter((id): id is string => id !== undefined);
  const candidates = candidateClipsForStep(style, context.clips, chosenEarlier);
  const page = context.page % clipPageCount(candidates.length);
  const offered = clipPage(candidates, page);
  return {
    page,
    offeredClipIds: offered.map((clip) => clip.clip_id),
    suggestedClipId: suggestClip(style, offered),
    canRefresh: clipPageCount(candidates.length) > 1,
  };
}

function withoutChoiceFor(choices: CategorizationContext['choices'], style: SpeakingStyle) {
  const { [style]: _dropped, ...rest } = choices;
  return rest;
}

export const categorizationMachine = setup({
  types: {
    context: {} as CategorizationContext,
    input: {} as CategorizationInput,
    events: {} as CategorizationEvent,
    output: {} as CategorizationOutput,
  },
  actors: {
    loadReferenceClips: notProvided<ReferenceClipStats[], { modelId: string }>('loadReferenceClips'),
    completeVoice: notProvided<unknown, { modelId: string }>('completeVoice'),
    saveCategorization: notProvided<unknown, SaveCategorizationInput>('saveCategorization'),
  },
  actions: {
    startFirstStep: assign(({ context }) => {
      const first = { ...context, stepIndex: 0, page: 0, choices: {} };
      return { stepIndex: 0, choices: {}, ...stepView(first) };
    }),
    chooseClip: assign(({ context, event }) => {
      assertEvent(event, 'clip.choose');
      return { choices: { ...context.choices, [styleOfStep(context.stepIndex)]: event.clipId }, error: null };
    }),
    showNextClips: assign(({ context }) => {
      const next = {
        ...context,
        page: context.page + 1,
        choices: withoutChoiceFor(context.choices, styleOfStep(context.stepIndex)),
      };
      return { choices: next.choices, ...stepView(next) };
    }),
    goToNextStep: assign(({ context }) => {
      const next = { ...context, stepIndex: context.stepIndex + 1, page: 0 };
      return { stepIndex: next.stepIndex, error: null, ...stepView(next) };
    }),
    dismissError: assign({ error: null }),
    cancel: assign({ outcome: 'cancelled' as const, notice: categorizationMessages.declined, error: null }),
  },
  guards: {
    clipIsOffered: ({ context, event }) => {
      assertEvent(event, 'clip.choose');
      return context.offeredClipIds.includes(event.clipId);
    },
    canRefresh: ({ context }) => context.canRefresh,
    canGoNext: ({ context }) =>
      context.stepIndex < lastStepIndex && context.choices[styleOfStep(context.stepIndex)] !== undefined,
    canFinish: ({ context }) =>
      context.stepIndex === lastStepIndex && context.choices[styleOfStep(context.stepIndex)] !== undefined,
  },
}).createMachine({
  id: 'categorization',
  context: ({ input }) => ({
    modelId: input.modelId,
    modelName: input.modelName ?? null,
    clips: [],
    stepIndex: 0,
    page: 0,
    offeredClipIds: [],
    suggestedClipId: null,
    canRefresh: false,
    choices: {},
    error: null,
    notice: null,
    outcome: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadReferenceClips',
        src: 'loadReferenceClips',
        input: ({ context }) => ({ modelId: context.modelId }),
        onDone: [
          {
            guard: ({ event }) => event.output.length < minimumReferenceClips,
            target: 'offeringCompletion',
            actions: assign({ clips: ({ event }) => event.output }),
          },
          {
            target: 'choosing',
            actions: [assign({ clips: ({ event }) => event.output }), 'startFirstStep'],
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign({
            error: ({ event }) => serverMessageOr(event.error, categorizationMessages.loadFailed),
          }),
        },
      },
    },
    loadFailed: {
      on: {
        'clips.reload': { target: 'loading', actions: 'dismissError' },
        'categorization.cancel': { target: 'cancelled', actions: 'cancel' },
        'categorization.close': { target: 'cancelled', actions: 'cancel' },
      },
    },
    offeringCompletion: {
      on: {
        'completion.accept': { target: 'completing', actions: 'dismissError' },
        'completion.decline': { target: 'cancelled', actions: 'cancel' },
        'categorization.close': { target: 'cancelled', actions: 'cancel' },
        'error.dismiss': { actions: 'dismissError' },
      },
    },
    completing: {
      invoke: {
        id: 'completeVoice',
        src: 'completeVoice',
        input: ({ context }) => ({ modelId: context.modelId }),
        onDone: {
          target: 'completed',
          actions: assign({ outcome: 'completed', notice: categorizationMessages.markedCompleted }),
        },
        onError: {
          target: 'offeringCompletion',
          actions: assign({
            error: ({ event }) => serverMessageOr(event.error, categorizationMessages.markCompletedFailed),
          }),
        },
      },
    },
    choosing: {
      on: {
        'clip.choose': { guard: 'clipIsOffered', actions: 'chooseClip' },
        'clips.refresh': { guard: 'canRefresh', actions: 'showNextClips' },
        'step.next': { guard: 'canGoNext', actions: 'goToNextStep' },
        'categorization.finish': { guard: 'canFinish', target: 'saving', actions: 'dismissError' },
        'categorization.cancel': { target: 'cancelled', actions: 'cancel' },
        'categorization.close': { target: 'cancelled', actions: 'cancel' },
        'error.dismiss': { actions: 'dismissError' },
      },
    },
    saving: {
      invoke: {
        id: 'saveCategorization',
        src: 'saveCategorization',
        input: ({ context }) => ({ modelId: context.modelId, categorizedClips: context.choices }),
        onDone: {
          target: 'configured',
          actions: assign({ outcome: 'configured', notice: categorizationMessages.configured }),
        },
        onError: {
          target: 'choosing',
          actions: assign({
            error: ({ event }) => serverMessageOr(event.error, categorizationMessages.saveFailed),
          }),
        },
      },
    },
    configured: { type: 'final' },
    completed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }): CategorizationOutput => ({
    outcome: context.outcome ?? 'cancelled',
    modelId: context.modelId,
    categorizedClips: context.outcome === 'configured' ? context.choices : null,
  }),
});

export type CategorizationMachine = typeof categorizationMachine;
export type CategorizationSnapshot = SnapshotFrom<typeof categorizationMachine>;
export type CategorizationActorRef = ActorRefFrom<typeof categorizationMachine>;
