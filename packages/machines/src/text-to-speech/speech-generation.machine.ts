// The /text-to-speech page's generation workflow (spec part 2 §2–§9): the ready voices (app's
// `loadVoiceModels`) and, for a non-pro voice, its categorized clips (`loadVoiceStyles`); text,
// language, the five sliders, style and reference clip, saved on every change (app's action
// `savePageSettings`) and restored from input; Generate (`generateSpeech`), stored as a pending
// generation while it runs (`storePendingGeneration` / `clearPendingGeneration`) and resent on load
// when younger than 5 minutes; Translate (`translateText`; the text it replaced kept for 'Show original', and a
// translation that changed nothing said so); the last generated clip for Add to
// Timeline, handed to the page's timeline through the emitted `speechGeneration.addToTimeline`.
// Notices dismiss themselves after the named delays `noticeDuration` / `translationNoticeDuration`.
// Which engine speaks (`loadSpeechEngine`, for the label by the voice picker) loads beside it all; without
// it, or when it fails, there is simply no label.
import {
  assertEvent,
  assign,
  cancel,
  emit,
  not,
  raise,
  fromPromise,
  setup,
  type ActorRefFrom,
  type DoneActorEvent,
  type ErrorActorEvent,
  type SnapshotFrom,
} from 'xstate';
import type { SpeakingStyle } from '../create-voice/categorization/categorization.clips';
import { notProvided } from '../shared/not-provided';
import { serverMessageOr } from '../shared/server-message';
import { resumableRequest } from './pending-generation';
import { speechNoticeDuration, translationNoticeDuration } from './speech-generation.constants';
import {
  alreadyInLanguageMessage,
  speechGenerationMessages,
  translatedToMessage,
} from './speech-generation.messages';
import type {
  GeneratedSpeech,
  PendingGeneration,
  SpeechGenerationContext,
  SpeechGenerationEmitted,
  SpeechGenerationEvent,
  SpeechGenerationInput,
  SpeechGenerationRequest,
  SpeechEngineLabel,
  SpeechPageSettings,
  TranslatedText,
  TranslateTextInput,
  VoiceStyles,
} from './speech-generation.types';
import { buildSpeechRequest, validateSpeechGeneration, validateTranslation } from './speech-request';
import { restoreSpeechSettings, speechSettingsOf } from './speech-settings';
import { isSpeechSliderName, snapSliderValue } from './speech-sliders';
import {
  chooseVoiceId,
  findVoice,
  needsVoiceStyles,
  readyVoices,
  voicesNoticeFor,
  type SpeechVoiceModel,
} from './speech-voices';

const noticeTimerId = 'speechNoticeTimer';

/** After every change of a saved field: the app writes the settings to browser storage. */
const saveSettings = {
  type: 'savePageSettings',
  params: ({ context }: { context: SpeechGenerationContext }) => speechSettingsOf(context),
} as const;

/**
 * Choosing another offered voice, from `idle` or while styles load: a non-pro voice loads its
 * styles; any other goes on through the resume check (which settles in `idle` unless a pending
 * generation from the page load still waits).
 */
const chooseVoice = [
  { guard: not('isAnotherOfferedVoice') },
  {
    guard: 'pickedVoiceNeedsStyles',
    target: 'loadingStyles',
    reenter: true,
    actions: ['selectVoice', saveSettings, 'clearSolvedError'],
  },
  { target: 'resumeCheck', actions: ['selectVoice', saveSettings, 'clearSolvedError'] },
] as const;

/** The texts of Generate's and Translate's own checks: each leaves once its cause is gone (issue 26). */
const formCheckMessages: ReadonlySet<string> = new Set([
  speechGenerationMessages.voiceRequired,
  speechGenerationMessages.voiceSetupRequired,
  speechGenerationMessages.textRequired,
  speechGenerationMessages.referenceClipRequired,
  speechGenerationMessages.translateTextRequired,
]);

/**
 * Generate and the resend of a pending generation run the same call; only the failure's
 * fallback text differs ('Failed to generate speech' / 'Failed to resume generation').
 */
function generateSpeechInvoke(failureFallback: string) {
  return {
    id: 'generateSpeech',
    src: 'generateSpeech',
    input: ({ context }: { context: SpeechGenerationContext }) => {
      if (!context.pendingRequest) throw new Error('No generate request to send');
      return context.pendingRequest;
    },
    onDone: {
      target: 'idle',
      actions: [
        {
          type: 'keepGenerated',
          params: ({ event }: { event: DoneActorEvent<GeneratedSpeech> }) => event.output,
        },
        'clearPendingGeneration',
        { type: 'showNotice', params: { text: speechGenerationMessages.generated } },
        'cancelNoticeTimer',
        'dismissNoticeLater',
        {
          type: 'announceGenerated',
          params: ({ event }: { event: DoneActorEvent<GeneratedSpeech> }) => event.output,
        },
      ],
    },
    onError: {
      target: 'idle',
      actions: [
        {
          type: 'showFailure',
          params: ({ event }: { event: ErrorActorEvent }) => ({
            error: event.error,
            fallback: failureFallback,
          }),
        },
        'clearPendingGeneration',
      ],
    },
  } as const;
}

/** The clip a voice speaks like: the chosen style's clip, else a still-valid earlier choice. */
function referenceClipFor(style: SpeakingStyle, styles: VoiceStyles, current: string | null): string | null {
  const styleClip = styles.categorizedClips[style];
  if (styleClip !== undefined) return styleClip;
  const known = new Set([...styles.referenceClipIds, ...Object.values(styles.categorizedClips)]);
  return current !== null && known.has(current) ? current : null;
}

function initialContext(input: SpeechGenerationInput): SpeechGenerationContext {
  return {
    ...restoreSpeechSettings(input.savedSettings),
    voices: [],
    voicesNotice: null,
    voicesError: null,
    speechEngine: null,
    referenceClipIds: [],
    pendingRequest: resumableRequest(input.pendingGeneration, input.now ?? Date.now()),
    generated: null,
    error: null,
    notice: null,
    originalText: null,
  };
}

/** The same words, whatever the spacing: a translation that returns them changed nothing. */
const sameWords = (a: string, b: string) => a.trim().replace(/\s+/g, ' ') === b.trim().replace(/\s+/g, ' ');

export const speechGenerationMachine = setup({
  types: {
    context: {} as SpeechGenerationContext,
    events: {} as SpeechGenerationEvent,
    input: {} as SpeechGenerationInput,
    emitted: {} as SpeechGenerationEmitted,
  },
  actors: {
    /** GET /api/voice/models: every model; the machine keeps the ready ones. */
    loadVoiceModels: notProvided<SpeechVoiceModel[], void>('loadVoiceModels'),
    /** The categorized clips and reference clip ids of a non-pro voice. */
    loadVoiceStyles: notProvided<VoiceStyles, { modelId: string }>('loadVoiceStyles'),
    /** POST /api/tts/generate. */
    generateSpeech: notProvided<GeneratedSpeech, SpeechGenerationRequest>('generateSpeech'),
    /** POST /api/translate/translate. */
    translateText: notProvided<TranslatedText, TranslateTextInput>('translateText'),
    /** GET /api/tts/engine: the label by the voice picker (none unless the app provides it). */
    loadSpeechEngine: fromPromise<SpeechEngineLabel | null>(async () => null),
  },
  actions: {
    /** The app writes the settings to browser storage (with the timeline clips and selected video). */
    savePageSettings: (_, _settings: SpeechPageSettings) => {},
    /** The app stores the pending generation (§4) in browser storage. */
    storePendingGeneration: (_, _pending: PendingGeneration) => {},
    clearPendingGeneration: () => {},
    /** A failed style load is only logged: the spec has no text for it. */
    logError: (_, params: { error: unknown }) => {
      console.error('Could not load the voice styles', params.error);
    },

    changeText: assign(({ event }) => {
      assertEvent(event, 'text.change');
      return { text: event.text, originalText: null };
    }),
    changeLanguage: assign(({ context, event }) => {
      assertEvent(event, 'language.change');
      return { language: event.language.trim() === '' ? context.language : event.language };
    }),
    changeSlider: assign(({ context, event }) => {
      assertEvent(event, 'slider.change');
      if (!isSpeechSliderName(event.slider)) return {};
      return { sliders: { ...context.sliders, [event.slider]: snapSliderValue(event.slider, event.value) } };
    }),
    chooseStyle: assign(({ context, event }) => {
      assertEvent(event, 'style.choose');
      return {
        styleChoice: event.style,
        referenceClipId: context.categorizedClips[event.style] ?? context.referenceClipId,
      };
    }),
    chooseReferenceClip: assign(({ event }) => {
      assertEvent(event, 'referenceClip.choose');
      return { referenceClipId: event.clipId };
    }),
    selectVoice: assign(({ event }) => {
      assertEvent(event, 'voice.select');
      return {
        selectedVoiceId: event.voiceId,
        categorizedClips: {},
        referenceClipIds: [],
        referenceClipId: null,
      };
    }),
    keepVoices: assign(({ context }, models: SpeechVoiceModel[]) => {
      const voices = readyVoices(models);
      const selectedVoiceId = chooseVoiceId(voices, context.selectedVoiceId);
      const sameVoice = selectedVoiceId === context.selectedVoiceId;
      return {
        voices,
        voicesNotice: voicesNoticeFor(models),
        voicesError: null,
        selectedVoiceId,
        // The restored clips belong to the restored voice only.
        categorizedClips: sameVoice ? context.categorizedClips : {},
        referenceClipId: sameVoice ? context.referenceClipId : null,
      };
    }),
    showVoicesError: assign((_, params: { error: unknown }) => ({
      voicesError: serverMessageOr(params.error, speechGenerationMessages.voiceModelsLoadFailed),
    })),
    keepVoiceStyles: assign(({ context }, styles: VoiceStyles) => ({
      categorizedClips: styles.categorizedClips,
      referenceClipIds: [...styles.referenceClipIds],
      referenceClipId: referenceClipFor(context.styleChoice, styles, context.referenceClipId),
    })),
    showGenerationError: assign(({ context }) => ({
      error: validateSpeechGeneration(context),
      notice: null,
    })),
    showTranslationError: assign(({ context }) => ({ error: validateTranslation(context), notice: null })),
    startGenerating: assign(({ context }) => ({
      pendingRequest: buildSpeechRequest(context),
      error: null,
      notice: null,
    })),
    startTranslating: assign({ error: null, notice: null }),
    keepGenerated: assign((_, generated: GeneratedSpeech) => ({
      generated,
      pendingRequest: null,
      error: null,
    })),
    announceGenerated: emit((_, generated: GeneratedSpeech) => ({
      type: 'speechGeneration.generated' as const,
      generated,
    })),
    showFailure: assign((_, params: { error: unknown; fallback: string }) => ({
      error: serverMessageOr(params.error, params.fallback),
      pendingRequest: null,
    })),
    keepTranslation: assign(({ context }, translated: TranslatedText) => ({
      text: translated.translatedText,
      originalText: context.text,
    })),
    restoreOriginal: assign(({ context }) => ({
      text: context.originalText ?? context.text,
      originalText: null,
    })),
    addGeneratedToTimeline: emit(({ context }) => {
      if (!context.generated) throw new Error('Nothing generated to add to the timeline');
      return { type: 'speechGeneration.addToTimeline' as const, clip: context.generated.clip };
    }),
    showNotice: assign((_, params: { text: string }) => ({ notice: params.text })),
    cancelNoticeTimer: cancel(noticeTimerId),
    dismissNoticeLater: raise({ type: 'notice.dismiss' }, { id: noticeTimerId, delay: 'noticeDuration' }),
    dismissTranslationNoticeLater: raise(
      { type: 'notice.dismiss' },
      { id: noticeTimerId, delay: 'translationNoticeDuration' },
    ),
    dismissNotice: assign({ notice: null }),
    dismissError: assign({ error: null }),
    /**
     * A check's text whose cause is gone (text typed, a voice or sample chosen) leaves; a check still failing the
     * same way stays, and a server's error stays until dismissed or replaced.
     */
    clearSolvedError: assign(({ context }) => {
      if (context.error === null || !formCheckMessages.has(context.error)) return {};
      const stillFailing = [validateSpeechGeneration(context), validateTranslation(context)];
      return stillFailing.includes(context.error) ? {} : { error: null };
    }),
  },
  guards: {
    hasPendingRequest: ({ context }) => context.pendingRequest !== null,
    hasOriginalText: ({ context }) => context.originalText !== null,
    hasGenerated: ({ context }) => context.generated !== null,
    chosenVoiceNeedsStyles: ({ context }) =>
      needsVoiceStyles(findVoice(context.voices, context.selectedVoiceId)),
    isAnotherOfferedVoice: ({ context, event }) => {
      assertEvent(event, 'voice.select');
      return event.voiceId !== context.selectedVoiceId && findVoice(context.voices, event.voiceId) !== null;
    },
    pickedVoiceNeedsStyles: ({ context, event }) => {
      assertEvent(event, 'voice.select');
      return needsVoiceStyles(findVoice(context.voices, event.voiceId));
    },
    generationIsInvalid: ({ context }) => validateSpeechGeneration(context) !== null,
    translationIsInvalid: ({ context }) => validateTranslation(context) !== null,
  },
  delays: {
    noticeDuration: speechNoticeDuration,
    translationNoticeDuration,
  },
}).createMachine({
  id: 'speechGeneration',
  context: ({ input }) => initialContext(input),
  initial: 'restoring',
  invoke: {
    id: 'loadSpeechEngine',
    src: 'loadSpeechEngine',
    onDone: { actions: assign({ speechEngine: ({ event }) => event.output }) },
    // No label is all a failure costs; handled here, so it never stops the page.
    onError: {},
  },
  on: {
    'text.change': { actions: ['changeText', saveSettings, 'clearSolvedError'] },
    'language.change': {
      actions: ['changeLanguage', saveSettings],
    },
    'slider.change': {
      actions: ['changeSlider', saveSettings],
    },
    'style.choose': {
      actions: ['chooseStyle', saveSettings, 'clearSolvedError'],
    },
    'referenceClip.choose': {
      actions: ['chooseReferenceClip', saveSettings, 'clearSolvedError'],
    },
    'speech.addToTimeline': {
      guard: 'hasGenerated',
      actions: [
        'addGeneratedToTimeline',
        { type: 'showNotice', params: { text: speechGenerationMessages.addedToTimeline } },
        'cancelNoticeTimer',
        'dismissNoticeLater',
      ],
    },
    'error.dismiss': { actions: 'dismissError' },
    'notice.dismiss': { actions: 'dismissNotice' },
  },
  states: {
    /** Transient: a stored generation that cannot be resent (stale, malformed, none) is cleared. */
    restoring: {
      always: [
        { guard: 'hasPendingRequest', target: 'loadingVoices' },
        { target: 'loadingVoices', actions: 'clearPendingGeneration' },
      ],
    },
    loadingVoices: {
      invoke: {
        id: 'loadVoiceModels',
        src: 'loadVoiceModels',
        onDone: {
          target: 'voicesLoaded',
          actions: [
            { type: 'keepVoices', params: ({ event }) => event.output },
            saveSettings,
            'clearSolvedError',
          ],
        },
        onError: {
          target: 'voicesLoaded',
          actions: { type: 'showVoicesError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Transient: a non-pro voice needs its styles before the page is ready. */
    voicesLoaded: {
      always: [{ guard: 'chosenVoiceNeedsStyles', target: 'loadingStyles' }, { target: 'resumeCheck' }],
    },
    loadingStyles: {
      on: {
        'voice.select': chooseVoice,
      },
      invoke: {
        id: 'loadVoiceStyles',
        src: 'loadVoiceStyles',
        input: ({ context }) => {
          if (context.selectedVoiceId === null) throw new Error('No voice to load styles for');
          return { modelId: context.selectedVoiceId };
        },
        onDone: {
          target: 'resumeCheck',
          actions: [{ type: 'keepVoiceStyles', params: ({ event }) => event.output }, saveSettings],
        },
        onError: {
          target: 'resumeCheck',
          actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Transient: a fresh pending generation found on load is resent now. */
    resumeCheck: {
      always: [{ guard: 'hasPendingRequest', target: 'resuming' }, { target: 'idle' }],
    },
    resuming: { invoke: generateSpeechInvoke(speechGenerationMessages.resumeFailed) },
    idle: {
      on: {
        'voice.select': chooseVoice,
        'voices.reload': 'loadingVoices',
        'speech.generate': [
          { guard: 'generationIsInvalid', actions: 'showGenerationError' },
          {
            target: 'generating',
            actions: [
              'startGenerating',
              'cancelNoticeTimer',
              {
                type: 'storePendingGeneration',
                params: ({ context }) => {
                  if (!context.pendingRequest) throw new Error('No request was built');
                  return {
                    request: context.pendingRequest,
                    timestamp: Date.now(),
                    status: 'pending' as const,
                  };
                },
              },
            ],
          },
        ],
        'text.translate': [
          { guard: 'translationIsInvalid', actions: 'showTranslationError' },
          { target: 'translating', actions: ['startTranslating', 'cancelNoticeTimer'] },
        ],
        'text.restoreOriginal': {
          guard: 'hasOriginalText',
          actions: ['restoreOriginal', saveSettings, 'cancelNoticeTimer', 'dismissNotice'],
        },
      },
    },
    generating: { invoke: generateSpeechInvoke(speechGenerationMessages.generateFailed) },
    translating: {
      on: {
        // The translation replaces the text: typing meanwhile would be lost.
        'text.change': {},
      },
      invoke: {
        id: 'translateText',
        src: 'translateText',
        input: ({ context }) => ({ text: context.text, targetLanguage: context.language }),
        onDone: [
          {
            // Nothing changed (the text is already in that language): said so, the text left as it is.
            guard: ({ context, event }) => sameWords(event.output.translatedText, context.text),
            target: 'idle',
            actions: [
              {
                type: 'showNotice',
                params: ({ event }) => ({ text: alreadyInLanguageMessage(event.output.targetLanguageName) }),
              },
              'cancelNoticeTimer',
              'dismissTranslationNoticeLater',
            ],
          },
          {
            target: 'idle',
            actions: [
              { type: 'keepTranslation', params: ({ event }) => event.output },
              saveSettings,
              {
                type: 'showNotice',
                params: ({ event }) => ({ text: translatedToMessage(event.output.targetLanguageName) }),
              },
              'cancelNoticeTimer',
              'dismissTranslationNoticeLater',
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: assign({
            error: ({ event }) => serverMessageOr(event.error, speechGenerationMessages.translateFailed),
          }),
        },
      },
    },
  },
});

export type SpeechGenerationMachine = typeof speechGenerationMachine;
export type SpeechGenerationSnapshot = SnapshotFrom<typeof speechGenerationMachine>;
export type SpeechGenerationActorRef = ActorRefFrom<typeof speechGenerationMachine>;
