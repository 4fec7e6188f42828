// The speech generation machine's data shapes (spec part 2 §3, §7): the page settings it saves and
// restores, the generate and translate calls' inputs and outputs (structurally the api-client's
// GenerateSpeechRequest/Response and TranslateRequest/Response), the pending generation kept in
// browser storage, its context, events and emitted events.
import type { CategorizedClips, SpeakingStyle } from '../create-voice/categorization/categorization.clips';
import type { TimelineClipInSeconds } from '../timeline';
import type { SpeechSliderName, SpeechSliderValues } from './speech-sliders';
import type { SpeechVoiceModel } from './speech-voices';

export type SpeechModelType = 'finetuned' | 'chatterbox_base';

/** POST /api/tts/generate: referenceClipId for non-pro voices, seed and resemblance for pro voices. */
export interface SpeechGenerationRequest {
  modelId: string;
  text: string;
  exaggeration: number;
  temperature: number;
  cfg_weight: number;
  language: string;
  model_type: SpeechModelType;
  referenceClipId?: string;
  seed?: number;
  resemblance?: number;
}

/** What generateSpeech resolves with: the audio to play or download, and its timeline clip. */
export interface GeneratedSpeech {
  audioUrl: string;
  clip: TimelineClipInSeconds;
}

export interface TranslateTextInput {
  text: string;
  targetLanguage: string;
}

export interface TranslatedText {
  translatedText: string;
  targetLanguageName: string;
}

/** What loadVoiceStyles resolves with for a non-pro voice. */
export interface VoiceStyles {
  /** Style → clip id (GET /api/voice/categorized-clips/{modelId}); empty when not categorized. */
  categorizedClips: CategorizedClips;
  /** The voice's reference clip ids (GET /api/voice/reference-clips/{modelId}), for a plain clip choice. */
  referenceClipIds: readonly string[];
}

/**
 * The speech machine's part of the saved page state (§3). The page adds the timeline clips and the
 * selected video, which other machines own.
 */
export interface SpeechPageSettings {
  text: string;
  selectedVoiceId: string | null;
  language: string;
  sliders: SpeechSliderValues;
  styleChoice: SpeakingStyle;
  referenceClipId: string | null;
  categorizedClips: CategorizedClips;
}

/** The generate request stored when it starts (§3, §4), resent on load when younger than 5 minutes. */
export interface PendingGeneration {
  request: SpeechGenerationRequest;
  /** Milliseconds since the epoch (Date.now()) when the request started. */
  timestamp: number;
  status: 'pending';
}

export interface SpeechGenerationInput {
  /** The saved page settings read from storage; checked field by field, defaults for the rest. */
  savedSettings?: Partial<SpeechPageSettings> | null;
  /** The stored pending generation, if any. */
  pendingGeneration?: PendingGeneration | null;
  /** The clock at page load (default Date.now()), to judge the pending generation's age. */
  now?: number;
}

/** Which engine speaks: 'Embedded synthetic voice (not a clone)', 'Chatterbox at studio-gpu.local'. */
export interface SpeechEngineLabel {
  label: string;
  clonesVoice: boolean;
}

export interface SpeechGenerationContext extends SpeechPageSettings {
  /** Ready models only, as loaded. */
  voices: SpeechVoiceModel[];
  /** 'No voice models available.' or 'No ready voice models found.' after a load. */
  voicesNotice: string | null;
  /** 'Failed to load voice models' (or the server's message). */
  voicesError: string | null;
  /** The engine that speaks, once known. */
  speechEngine: SpeechEngineLabel | null;
  /** The chosen non-pro voice's reference clips (from loadVoiceStyles). */
  referenceClipIds: string[];
  /** The request being generated, or the stored one waiting to be resent on load. */
  pendingRequest: SpeechGenerationRequest | null;
  /** The last generated audio: play, download, Add to Timeline. */
  generated: GeneratedSpeech | null;
  error: string | null;
  notice: string | null;
  /**
   * The text as it was before the last translation replaced it (issue 26): one click puts it back. Forgotten once
   * the text is edited.
   */
  originalText: string | null;
}

export type SpeechGenerationEvent =
  | { type: 'text.change'; text: string }
  | { type: 'language.change'; language: string }
  | { type: 'slider.change'; slider: SpeechSliderName; value: number }
  | { type: 'voice.select'; voiceId: string }
  | { type: 'voices.reload' }
  | { type: 'style.choose'; style: SpeakingStyle }
  | { type: 'referenceClip.choose'; clipId: string }
  | { type: 'speech.generate' }
  | { type: 'text.translate' }
  /** Puts back the text the last translation replaced. */
  | { type: 'text.restoreOriginal' }
  | { type: 'speech.addToTimeline' }
  | { type: 'error.dismiss' }
  /** A notice's close button, and the notice's own timer. */
  | { type: 'notice.dismiss' };

export type SpeechGenerationEmitted =
  | { type: 'speechGeneration.generated'; generated: GeneratedSpeech }
  /** Add to Timeline: the page hands the clip to the timeline. */
  | { type: 'speechGeneration.addToTimeline'; clip: TimelineClipInSeconds };
