// One audio item at a time on the voice page (spec part 2 §4 Playback, §9): Play/Pause of a
// take, an uploaded file, a training file or a reference clip. Starting another item pauses the
// current one; a second click on the same item within 500 ms (named delay `duplicateClickWindow`)
// is ignored. The sound is the app's callback actor `playAudio` ({ itemId, src }), running while
// `playing`: it plays (resuming where that item was paused), pauses when stopped, and reports
// `audio.ended` or `audio.failed`.
import { assertEvent, assign, setup, type ActorRefFrom, type EventObject, type SnapshotFrom } from 'xstate';
import { notProvidedCallback } from '../../shared/not-provided';
import { playbackMessages } from './playback.messages';

export const duplicateClickWindow = 500;

export interface PlaybackContext {
  /** The item playing or paused; null when idle. */
  itemId: string | null;
  src: string | null;
  error: string | null;
}

export interface PlayAudioInput {
  itemId: string;
  src: string;
}

/** What the playAudio actor reports. */
export type PlaybackReport = { type: 'audio.ended' } | { type: 'audio.failed'; error?: unknown };

export type PlaybackEvent =
  /** A click on an item's Play/Pause button. */
  | { type: 'playback.toggle'; itemId: string; src: string }
  /** Stop whatever plays (the modal or page closes). */
  | { type: 'playback.stop' }
  | PlaybackReport;

export const playbackMachine = setup({
  types: {
    context: {} as PlaybackContext,
    events: {} as PlaybackEvent,
  },
  actors: {
    playAudio: notProvidedCallback<EventObject, PlayAudioInput>('playAudio'),
  },
  actions: {
    selectItem: assign(({ event }) => {
      assertEvent(event, 'playback.toggle');
      return { itemId: event.itemId, src: event.src, error: null };
    }),
    forgetItem: assign({ itemId: null, src: null }),
    showPlayError: assign({ itemId: null, src: null, error: playbackMessages.playFailed }),
  },
  guards: {
    isCurrentItem: ({ context, event }) => {
      assertEvent(event, 'playback.toggle');
      return event.itemId === context.itemId;
    },
  },
  delays: {
    duplicateClickWindow,
  },
}).createMachine({
  id: 'playback',
  context: { itemId: null, src: null, error: null },
  initial: 'idle',
  on: {
    'playback.stop': { target: '.idle', actions: 'forgetItem' },
  },
  states: {
    idle: {
      on: {
        'playback.toggle': { target: 'playing', actions: 'selectItem' },
      },
    },
    playing: {
      invoke: {
        id: 'playAudio',
        src: 'playAudio',
        input: ({ context }) => ({ itemId: context.itemId ?? '', src: context.src ?? '' }),
        onError: { target: 'idle', actions: 'showPlayError' },
      },
      initial: 'settling',
      states: {
        /** Just clicked: another click on the same item is a double click, ignored. */
        settling: {
          after: { duplicateClickWindow: 'steady' },
          on: { 'playback.toggle': { guard: 'isCurrentItem', actions: [] } },
        },
        steady: {},
      },
      on: {
        'playback.toggle': [
          { guard: 'isCurrentItem', target: 'paused' },
          { target: 'playing', reenter: true, actions: 'selectItem' },
        ],
        'audio.ended': { target: 'idle', actions: 'forgetItem' },
        'audio.failed': { target: 'idle', actions: 'showPlayError' },
      },
    },
    paused: {
      initial: 'settling',
      states: {
        settling: {
          after: { duplicateClickWindow: 'steady' },
          on: { 'playback.toggle': { guard: 'isCurrentItem', actions: [] } },
        },
        steady: {},
      },
      on: {
        'playback.toggle': [
          { guard: 'isCurrentItem', target: 'playing' },
          { target: 'playing', actions: 'selectItem' },
        ],
      },
    },
  },
});

/** Whether `itemId`'s button should show Pause. */
export function isPlayingItem(
  snapshot: { context: PlaybackContext; matches: (value: 'playing') => boolean },
  itemId: string,
): boolean {
  return snapshot.matches('playing') && snapshot.context.itemId === itemId;
}

export type PlaybackMachine = typeof playbackMachine;
export type PlaybackSnapshot = SnapshotFrom<typeof playbackMachine>;
export type PlaybackActorRef = ActorRefFrom<typeof playbackMachine>;
