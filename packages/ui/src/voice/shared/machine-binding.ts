// A machine as a voice view receives it: the current snapshot and the function that sends it
// events. Screens take one binding per actor they show (the page's own actor refs in the studio,
// resolved snapshots and spies in stories).
import type {
  CategorizationEvent,
  CategorizationSnapshot,
  EmotionSampleEvent,
  EmotionSampleSnapshot,
  FullTrainingEvent,
  FullTrainingSnapshot,
  PlaybackEvent,
  PlaybackSnapshot,
  ProCloneEvent,
  ProCloneSnapshot,
  QuickCloneEvent,
  QuickCloneSnapshot,
  RecorderEvent,
  RecorderSnapshot,
  VoiceJobEvent,
  VoiceJobSnapshot,
} from '@twin/machines';

export interface MachineBinding<TSnapshot, TEvent> {
  snapshot: TSnapshot;
  send: (event: TEvent) => void;
}

export type RecorderBinding = MachineBinding<RecorderSnapshot, RecorderEvent>;
export type PlaybackBinding = MachineBinding<PlaybackSnapshot, PlaybackEvent>;
export type ProCloneBinding = MachineBinding<ProCloneSnapshot, ProCloneEvent>;
export type QuickCloneBinding = MachineBinding<QuickCloneSnapshot, QuickCloneEvent>;
export type FullTrainingBinding = MachineBinding<FullTrainingSnapshot, FullTrainingEvent>;
export type VoiceJobBinding = MachineBinding<VoiceJobSnapshot, VoiceJobEvent>;
export type CategorizationBinding = MachineBinding<CategorizationSnapshot, CategorizationEvent>;
export type EmotionSampleBinding = MachineBinding<EmotionSampleSnapshot, EmotionSampleEvent>;
