// Saves one emotion sample (spec part 2 §2.4, §3 Voice sample, §8): the modal records with the
// recorder machine (emotion preset, 5–30 s), then `sample.save` hands the take over → saving (the
// app's `uploadVoiceSample` actor, POST /api/voice/samples/upload) → saved with '{title} saved
// successfully!', or back to ready with the server's message or 'Failed to save {title}. …'.
import { assertEvent, assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../../shared/not-provided';
import type { Recording } from '../../shared/audio-sample';
import { serverMessageOr } from '../../shared/server-message';
import { emotionSampleMessages } from './emotion-sample.messages';

export type EmotionSampleType = 'fast' | 'slow' | 'engaged' | 'neutral' | 'happy';

export interface EmotionSampleInput {
  sampleType: EmotionSampleType;
  /** The modal's title for the sample ('Fast Sample', …), used in the texts. */
  title: string;
}

/** What the upload answers (the API's `sample`), structurally. */
export interface SavedEmotionSample {
  id: string;
  original_filename: string;
}

export interface UploadVoiceSampleInput {
  sampleType: EmotionSampleType;
  title: string;
  recording: Recording;
}

export interface EmotionSampleContext {
  sampleType: EmotionSampleType;
  title: string;
  /** The take being saved, kept for Try Again after a failure. */
  recording: Recording | null;
  saved: SavedEmotionSample | null;
  error: string | null;
  notice: string | null;
}

export type EmotionSampleEvent =
  | { type: 'sample.save'; recording: Recording }
  /** Try again with the same take after a failure. */
  | { type: 'sample.retry' }
  /** Record another sample of the same type. */
  | { type: 'sample.reset' }
  | { type: 'error.dismiss' };

export type EmotionSampleEmitted = {
  type: 'emotionSample.saved';
  sampleType: EmotionSampleType;
  sample: SavedEmotionSample;
};

export const emotionSampleMachine = setup({
  types: {
    context: {} as EmotionSampleContext,
    input: {} as EmotionSampleInput,
    events: {} as EmotionSampleEvent,
    emitted: {} as EmotionSampleEmitted,
  },
  actors: {
    uploadVoiceSample: notProvided<SavedEmotionSample, UploadVoiceSampleInput>('uploadVoiceSample'),
  },
  actions: {
    holdRecording: assign(({ event }) => {
      assertEvent(event, 'sample.save');
      return { recording: event.recording, error: null, notice: null };
    }),
    announceSaved: emit(({ context }, sample: SavedEmotionSample) => ({
      type: 'emotionSample.saved' as const,
      sampleType: context.sampleType,
      sample,
    })),
  },
  guards: {
    hasRecording: ({ context }) => context.recording !== null,
  },
}).createMachine({
  id: 'emotionSample',
  context: ({ input }) => ({
    sampleType: input.sampleType,
    title: input.title,
    recording: null,
    saved: null,
    error: null,
    notice: null,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'sample.save': { target: 'saving', actions: 'holdRecording' },
        'sample.retry': { guard: 'hasRecording', target: 'saving', actions: assign({ error: null }) },
        'error.dismiss': { actions: assign({ error: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'uploadVoiceSample',
        src: 'uploadVoiceSample',
        input: ({ context }) => {
          if (!context.recording) throw new Error('No recording to save');
          return { sampleType: context.sampleType, title: context.title, recording: context.recording };
        },
        onDone: {
          target: 'saved',
          actions: [
            assign({
              saved: ({ event }) => event.output,
              notice: ({ context }) => emotionSampleMessages.saved(context.title),
            }),
            { type: 'announceSaved', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({
            error: ({ context, event }) =>
              serverMessageOr(event.error, emotionSampleMessages.saveFailed(context.title)),
          }),
        },
      },
    },
    saved: {
      on: {
        'sample.reset': {
          target: 'ready',
          actions: assign({ recording: null, saved: null, error: null, notice: null }),
        },
      },
    },
  },
});

export type EmotionSampleMachine = typeof emotionSampleMachine;
export type EmotionSampleSnapshot = SnapshotFrom<typeof emotionSampleMachine>;
export type EmotionSampleActorRef = ActorRefFrom<typeof emotionSampleMachine>;
