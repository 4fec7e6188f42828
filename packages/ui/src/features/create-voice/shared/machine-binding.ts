// A machine as a voice view receives it: the current snapshot and the function that sends it
// events. Screens take one binding per actor they show (the page's own actor refs in the studio,
// resolved snapshots and spies in stories); `useBinding` makes one from a running actor.
import { useSelector } from '@xstate/react';
import type { ActorRef, EventObject, Snapshot } from 'xstate';
import type { CategorizationEvent, CategorizationSnapshot } from '@twin/machines/create-voice/categorization';
import type { ConsentEvent, ConsentSnapshot } from '@twin/machines/create-voice/consent';
import type { EmotionSampleEvent, EmotionSampleSnapshot } from '@twin/machines/create-voice/emotion-sample';
import type { FullTrainingEvent, FullTrainingSnapshot } from '@twin/machines/create-voice/full-training';
import type { PlaybackEvent, PlaybackSnapshot } from '@twin/machines/create-voice/playback';
import type { ProCloneEvent, ProCloneSnapshot } from '@twin/machines/create-voice/pro-clone';
import type { QuickCloneEvent, QuickCloneSnapshot } from '@twin/machines/create-voice/quick-clone';
import type { RecorderEvent, RecorderSnapshot } from '@twin/machines/create-voice/recorder';
import type { VoiceJobEvent, VoiceJobSnapshot } from '@twin/machines/create-voice/voice-job';

export interface MachineBinding<TSnapshot, TEvent> {
  snapshot: TSnapshot;
  send: (event: TEvent) => void;
}

/** A running actor as a binding: the screen re-renders when that actor changes. */
export function useBinding<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  ref: ActorRef<TSnapshot, TEvent>,
): MachineBinding<TSnapshot, TEvent> {
  return { snapshot: useSelector(ref, (state) => state), send: ref.send };
}

export type RecorderBinding = MachineBinding<RecorderSnapshot, RecorderEvent>;
export type PlaybackBinding = MachineBinding<PlaybackSnapshot, PlaybackEvent>;
export type ConsentBinding = MachineBinding<ConsentSnapshot, ConsentEvent>;
export type ProCloneBinding = MachineBinding<ProCloneSnapshot, ProCloneEvent>;
export type QuickCloneBinding = MachineBinding<QuickCloneSnapshot, QuickCloneEvent>;
export type FullTrainingBinding = MachineBinding<FullTrainingSnapshot, FullTrainingEvent>;
export type VoiceJobBinding = MachineBinding<VoiceJobSnapshot, VoiceJobEvent>;
export type CategorizationBinding = MachineBinding<CategorizationSnapshot, CategorizationEvent>;
export type EmotionSampleBinding = MachineBinding<EmotionSampleSnapshot, EmotionSampleEvent>;
