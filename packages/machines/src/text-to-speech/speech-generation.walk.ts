// Sample input and events for walking the speech generation machine's graph (story coverage,
// model-based test): a fresh page and a reloaded one with saved settings and a pending generation;
// voice lists that load, are empty, have no ready model or fail; a pro voice, a categorized quick
// voice and one that still needs its setup; styles that load or fail; generate, resume and
// translate succeeding and failing. Sliders, language, style and dismissals are left out: they
// change fields, never the state, and would multiply the contexts (the unit tests cover them).
import { actorDone, actorFailed } from '../testing/actor-events';
import type { MachineWalk } from '../testing/reachable-states';
import { speechGenerationMessages } from './speech-generation.messages';
import type { SpeechGenerationMachine } from './speech-generation.machine';
import type {
  GeneratedSpeech,
  PendingGeneration,
  SpeechGenerationEvent,
  VoiceStyles,
} from './speech-generation.types';
import type { SpeechVoiceModel } from './speech-voices';

export const speechWalkVoices: readonly SpeechVoiceModel[] = [
  {
    id: 'voice-pro',
    model_name: 'Maya Pro',
    status: 'ready',
    clone_type: 'pro',
    reference_language: 'en',
    categorization_completed: true,
  },
  {
    id: 'voice-quick',
    model_name: 'Maya Quick',
    status: 'ready',
    clone_type: 'quick',
    reference_language: null,
    categorization_completed: true,
  },
  {
    id: 'voice-new',
    model_name: 'Studio Voice',
    status: 'ready',
    clone_type: 'finetuned',
    reference_language: null,
    categorization_completed: false,
  },
  {
    id: 'voice-training',
    model_name: 'Still Training',
    status: 'training',
    clone_type: 'pro',
    reference_language: 'de',
    categorization_completed: false,
  },
];

export const speechWalkStyles: VoiceStyles = {
  categorizedClips: {
    fastest: 'clip-1',
    slowest: 'clip-2',
    most_expressive: 'clip-3',
    most_neutral: 'clip-4',
    most_happy: 'clip-5',
  },
  referenceClipIds: ['clip-1', 'clip-2', 'clip-3', 'clip-4', 'clip-5', 'clip-6'],
};

export const speechWalkGenerated: GeneratedSpeech = {
  audioUrl: '/api/tts/audio/speech-1.wav',
  clip: {
    id: 'speech-1',
    type: 'tts',
    url: '/api/tts/audio/speech-1.wav',
    name: 'Welcome to the course',
    duration: 3.4,
    startTime: 0,
    originalStartOffset: 0,
    originalDuration: 3.4,
  },
};

/** The walk's page-load clock. */
export const speechWalkNow = 1_750_000_000_000;

export const speechWalkPendingGeneration: PendingGeneration = {
  request: {
    modelId: 'voice-quick',
    text: 'Welcome to the course',
    exaggeration: 0.5,
    temperature: 0.8,
    cfg_weight: 0.5,
    language: 'en',
    model_type: 'chatterbox_base',
    referenceClipId: 'clip-1',
  },
  timestamp: speechWalkNow - 60_000,
  status: 'pending',
};

const sampleText = 'Welcome to the course';
const left = new Set<string>(['slider.change', 'language.change', 'style.choose', 'referenceClip.choose']);

export const speechGenerationMachineWalk: MachineWalk<SpeechGenerationMachine> = {
  inputs: [
    { now: speechWalkNow },
    {
      now: speechWalkNow,
      savedSettings: { text: sampleText, selectedVoiceId: 'voice-quick', referenceClipId: 'clip-1' },
      pendingGeneration: speechWalkPendingGeneration,
    },
  ],
  events: (snapshot) =>
    [
      // Type into an empty page, or clear a typed text.
      snapshot.context.text === ''
        ? { type: 'text.change', text: sampleText }
        : { type: 'text.change', text: '' },
      { type: 'voice.select', voiceId: 'voice-pro' },
      { type: 'voice.select', voiceId: 'voice-quick' },
      { type: 'voice.select', voiceId: 'voice-new' },
      actorDone('loadVoiceModels', speechWalkVoices),
      actorDone('loadVoiceModels', []),
      actorDone(
        'loadVoiceModels',
        speechWalkVoices.filter((voice) => voice.status !== 'ready'),
      ),
      actorFailed('loadVoiceModels', { status: 500, serverMessage: null }),
      actorDone('loadVoiceStyles', speechWalkStyles),
      actorFailed('loadVoiceStyles', new Error('Network error')),
      actorDone('generateSpeech', speechWalkGenerated),
      actorFailed('generateSpeech', { status: 500, serverMessage: null }),
      actorDone('translateText', { translatedText: 'Bienvenue au cours', targetLanguageName: 'French' }),
      actorFailed('translateText', { status: 422, serverMessage: null }),
    ] satisfies (SpeechGenerationEvent | ReturnType<typeof actorDone> | ReturnType<typeof actorFailed>)[],
  filterEvents: (snapshot, event) => {
    if (left.has(event.type) || event.type === 'error.dismiss' || event.type === 'notice.dismiss')
      return false;
    const { error, generated, notice } = snapshot.context;
    const untouched = error === null && generated === null && notice === null;
    // Choose and type before the first Generate or Translate; each is tried once per path.
    if (event.type === 'text.change' || event.type === 'voice.select') {
      // Re-choosing while a style load is pending would leave that fake call unsettled.
      return untouched && (event.type === 'text.change' || snapshot.matches('idle'));
    }
    // One Generate or Translate per path, and one Add to Timeline after it.
    if (event.type === 'speech.generate' || event.type === 'text.translate')
      return error === null && notice === null;
    if (event.type === 'speech.addToTimeline') return notice === speechGenerationMessages.generated;
    // Reload only to retry a list that failed or was empty.
    if (event.type === 'voices.reload') return untouched && snapshot.context.voices.length === 0;
    return true;
  },
};
