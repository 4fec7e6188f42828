// The real /localize machines with pretend effects, for flow stories: a server that takes the video
// in four progress steps and answers a transcription, creates the job (or refuses it with its
// message), and reports the job's stages every 40 ms instead of 3 s before it completes (or
// fails). The redirect waits 1.5 s instead of 2 s and errors clear after 1.5 s instead of 5 s. Ours (issue 25): the
// transcription may answer timed rows, and 'Review translation' answers a translation per row.
import {
  localizeMachine,
  type CreatedLocalizationJob,
  type CreateLocalizationJobInput,
  type TranscribedVideo,
  type TranscribeVideoInput,
  type TranslatedSegments,
  type TranslateSegmentsInput,
} from '@twin/machines/localize';
import {
  localizeJobMachine,
  type CheckLocalizationJobInput,
  type LocalizeJobCheck,
} from '@twin/machines/localize/localize-job';
import { fromPromise } from 'xstate';
import {
  storyLocalizedVideo,
  storyRowTranslations,
  storyTranscription,
  storyTranscriptRows,
} from './localize-fixtures';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface StoryLocalizeOptions {
  /** The job creation is refused with this server message. */
  refuseJob?: string;
  /** The job fails with this error_message after its stages. */
  failJob?: string;
  /** The transcription fails. */
  failTranscription?: boolean;
  /** Called instead of navigating to /library. */
  goToLibrary?: () => void;
  /** Every job request, as sent. */
  onCreateJob?: (input: CreateLocalizationJobInput) => void;
  /** The transcription answers timed rows (storyTranscriptRows). */
  withRows?: boolean;
}

const stages = ['Translating sentence 1 of 2...', 'Synthesizing speech...', 'Fitting speech to the video...'];

export function storyLocalizeMachine(options: StoryLocalizeOptions = {}) {
  const transcribeVideo = fromPromise<TranscribedVideo, TranscribeVideoInput>(async ({ input }) => {
    for (const percent of [25, 50, 75, 100]) {
      await pause(80);
      input.reportProgress(percent);
    }
    await pause(150);
    if (options.failTranscription) throw new Error('The engine could not read the audio.');
    return {
      text: storyTranscription,
      videoFile: 'upload-1',
      ...(options.withRows ? { segments: storyTranscriptRows } : {}),
    };
  });

  // 'Review translation': the fixture's translation of a row the creator left as transcribed, else a marked copy.
  const translateSegments = fromPromise<TranslatedSegments, TranslateSegmentsInput>(async ({ input }) => {
    await pause(150);
    return {
      translations: input.segments.map((row) => {
        const known = storyTranscriptRows.findIndex((original) => original.text === row.text);
        return known >= 0 ? storyRowTranslations[known]! : `[${input.targetLanguage}] ${row.text}`;
      }),
    };
  });

  let targetLanguage = 'es';
  const createLocalizationJob = fromPromise<CreatedLocalizationJob, CreateLocalizationJobInput>(
    async ({ input }) => {
      options.onCreateJob?.(input);
      targetLanguage = input.targetLanguage;
      await pause(150);
      if (options.refuseJob) {
        throw Object.assign(new Error('Request failed'), { status: 403, serverMessage: options.refuseJob });
      }
      return { jobId: 'job-1' };
    },
  );

  let checks = 0;
  const checkLocalizationJob = fromPromise<LocalizeJobCheck, CheckLocalizationJobInput>(async () => {
    await pause(30);
    const stage = stages[checks];
    checks += 1;
    if (stage) return { status: 'processing', progress: stage, errorMessage: null, result: null };
    return options.failJob
      ? { status: 'failed', progress: null, errorMessage: options.failJob, result: null }
      : {
          status: 'completed',
          progress: null,
          errorMessage: null,
          result: { ...storyLocalizedVideo, downloadName: `localized_tides-lecture_${targetLanguage}.mp4` },
        };
  });

  return localizeMachine.provide({
    actors: {
      transcribeVideo,
      createLocalizationJob,
      translateSegments,
      localizeJob: localizeJobMachine.provide({
        actors: { checkLocalizationJob },
        actions: { goToLibrary: () => options.goToLibrary?.() },
        delays: { pollInterval: 120, redirectDelay: 1500, errorClearDelay: 1500 },
      }),
    },
    delays: { errorClearDelay: 1500 },
  });
}
