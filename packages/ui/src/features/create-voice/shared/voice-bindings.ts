// The voice views' machine bindings (lib/machine-binding.ts), one type per create-voice machine.
import type { MachineBinding } from '../../../lib/machine-binding';
import type { CategorizationEvent, CategorizationSnapshot } from '@twin/machines/create-voice/categorization';
import type { ConsentEvent, ConsentSnapshot } from '@twin/machines/create-voice/consent';
import type { EmotionSampleEvent, EmotionSampleSnapshot } from '@twin/machines/create-voice/emotion-sample';
import type { FullTrainingEvent, FullTrainingSnapshot } from '@twin/machines/create-voice/full-training';
import type { PlaybackEvent, PlaybackSnapshot } from '@twin/machines/create-voice/playback';
import type { ProCloneEvent, ProCloneSnapshot } from '@twin/machines/create-voice/pro-clone';
import type { QuickCloneEvent, QuickCloneSnapshot } from '@twin/machines/create-voice/quick-clone';
import type { RecorderEvent, RecorderSnapshot } from '@twin/machines/create-voice/recorder';
import type { VoiceJobEvent, VoiceJobSnapshot } from '@twin/machines/create-voice/voice-job';

export type RecorderBinding = MachineBinding<RecorderSnapshot, RecorderEvent>;
export type PlaybackBinding = MachineBinding<PlaybackSnapshot, PlaybackEvent>;
export type ConsentBinding = MachineBinding<ConsentSnapshot, ConsentEvent>;
export type ProCloneBinding = MachineBinding<ProCloneSnapshot, ProCloneEvent>;
export type QuickCloneBinding = MachineBinding<QuickCloneSnapshot, QuickCloneEvent>;
export type FullTrainingBinding = MachineBinding<FullTrainingSnapshot, FullTrainingEvent>;
export type VoiceJobBinding = MachineBinding<VoiceJobSnapshot, VoiceJobEvent>;
export type CategorizationBinding = MachineBinding<CategorizationSnapshot, CategorizationEvent>;
export type EmotionSampleBinding = MachineBinding<EmotionSampleSnapshot, EmotionSampleEvent>;
