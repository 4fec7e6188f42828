// @twin/machines/playback: one audio item playing at a time with the duplicate-click guard.
export { duplicateClickWindow, isPlayingItem, playbackMachine } from './playback.machine';
export type {
  PlayAudioInput,
  PlaybackActorRef,
  PlaybackContext,
  PlaybackEvent,
  PlaybackMachine,
  PlaybackReport,
  PlaybackSnapshot,
} from './playback.machine';
export { playbackMessages } from './playback.messages';
