// The /text-to-speech page's effects (spec part 2 §7): the speechGeneration machine provided with
// the api-client's calls (voice models, a non-pro voice's categorized and reference clips,
// generate, translate) and the page's storage (saved settings, pending generation); and Upload
// Audio for the timeline (POST /api/audio/upload with progress), answering clips the timeline can
// load, given to the timeline section's machine. Built from injected dependencies (api, storage,
// whether the page is leaving) so the unit tests pass fakes.
import {
  isApiError,
  timelineAudioFormData,
  type ApiClient,
  type GenerateSpeechRequest,
  type TranslateRequest,
} from '@twin/api-client';
import { serverMessageOr } from '@twin/machines/shared';
import {
  speechGenerationMachine,
  type GeneratedSpeech,
  type SpeechGenerationRequest,
  type SpeechEngineLabel,
  type SpeechVoiceModel,
  type TranslatedText,
  type TranslateTextInput,
  type VoiceStyles,
  audioUploadFailedMessage,
  timelineSectionMachine,
  type TimelineUploadResult,
  type UploadedTimelineClip,
  type UploadTimelineAudioInput,
} from '@twin/machines/text-to-speech';
import { fromPromise } from 'xstate';
import type { PageLeaving } from '../../lib/page-leaving';
import type { SpeechPageStorage } from './speech-page-storage';

export interface SpeechMachineDependencies {
  api: ApiClient;
  pageStorage: Pick<SpeechPageStorage, 'saveSettings' | 'storePendingGeneration' | 'clearPendingGeneration'>;
  /** Whether the page is being left (`pageLeaving()` in the browser; tests pass a fake). */
  pageLeaving: PageLeaving;
}

export function createSpeechMachine({ api, pageStorage, pageLeaving }: SpeechMachineDependencies) {
  return speechGenerationMachine.provide({
    actors: {
      loadVoiceModels: fromPromise<SpeechVoiceModel[], void>(
        async ({ signal }) => (await api.voice.models({ signal })).models,
      ),
      loadSpeechEngine: fromPromise<SpeechEngineLabel | null>(async ({ signal }) => {
        const engine = await api.tts.engine({ signal });
        return { label: engine.label, clonesVoice: engine.clones_voice };
      }),
      loadVoiceStyles: fromPromise<VoiceStyles, { modelId: string }>(async ({ input, signal }) => {
        const [categorized, reference] = await Promise.all([
          api.voice.categorizedClips(input.modelId, { signal }),
          api.voice.referenceClips(input.modelId, { signal }),
        ]);
        return {
          categorizedClips: categorized.categorizedClips,
          referenceClipIds: reference.clips.map((clip) => clip.clip_id),
        };
      }),
      generateSpeech: fromPromise<GeneratedSpeech, SpeechGenerationRequest>(async ({ input, signal }) => {
        try {
          // The machine's language is any string; the server checks it against its languages (422/400).
          const answer = await api.tts.generate(input as GenerateSpeechRequest, { signal });
          return { audioUrl: answer.audioUrl, clip: answer.clip };
        } catch (error) {
          // A reload or navigation cuts the request too, and the page sees that failure while it
          // is leaving: reported, it would clear the very pending generation the reloaded page
          // must resend (spec part 2 §4). So a lost connection on a leaving page never settles
          // (the page is gone, nothing is cleared) unless the page stays after all; on a page
          // that is not leaving it is reported at once.
          if (isApiError(error) && error.kind === 'network' && pageLeaving.isLeaving()) {
            await pageLeaving.whenStaying();
          }
          throw error;
        }
      }),
      translateText: fromPromise<TranslatedText, TranslateTextInput>(async ({ input, signal }) => {
        const request = { text: input.text, targetLanguage: input.targetLanguage } as TranslateRequest;
        const answer = await api.translate.translate(request, { signal });
        return { translatedText: answer.translatedText, targetLanguageName: answer.targetLanguageName };
      }),
    },
    actions: {
      savePageSettings: (_, settings) => pageStorage.saveSettings(settings),
      storePendingGeneration: (_, pending) => pageStorage.storePendingGeneration(pending),
      clearPendingGeneration: () => pageStorage.clearPendingGeneration(),
    },
  });
}

export type SpeechMachine = ReturnType<typeof createSpeechMachine>;

export { audioUploadFailedMessage };

/** The timeline section's machine with Upload Audio through `uploadTimelineAudio` below. */
export function createTimelineSectionMachine(deps: TimelineUploadDependencies) {
  return timelineSectionMachine.provide({
    actors: {
      uploadTimelineAudio: fromPromise<TimelineUploadResult, UploadTimelineAudioInput>(({ input }) =>
        uploadTimelineAudio(input.files as readonly File[], deps, input.reportProgress),
      ),
    },
  });
}

export interface TimelineUploadDependencies {
  /** An api client whose uploads report their progress (0–100). */
  uploadingApi: (reportProgress: (percent: number) => void) => ApiClient;
}

/**
 * Uploads the chosen files one after another. `onProgress` receives the progress over all of them
 * (0–100). A refused file stops the rest; the ones already kept are still added.
 */
export async function uploadTimelineAudio(
  files: readonly File[],
  deps: TimelineUploadDependencies,
  onProgress: (percent: number) => void,
): Promise<TimelineUploadResult> {
  const added: UploadedTimelineClip[] = [];
  for (const [index, file] of files.entries()) {
    const report = (percent: number) =>
      onProgress(Math.min(100, ((index + Math.max(0, Math.min(100, percent)) / 100) / files.length) * 100));
    try {
      const { clip } = await deps.uploadingApi(report).audio.upload(timelineAudioFormData({ file }));
      added.push({
        id: clip.id,
        type: 'upload',
        // The bare stream path: the timeline fetches it with the bearer header.
        url: clip.url,
        name: clip.name,
        duration: clip.duration,
      });
    } catch (error) {
      return { added, error: serverMessageOr(error, audioUploadFailedMessage) };
    }
  }
  return { added, error: null };
}
