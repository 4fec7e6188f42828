// The /localize page's effects (spec part 1 §7): the localize wizard provided with the api client —
// POST /api/localization/transcribe (multipart `file`, `source_language`, through the client that
// reports upload progress), POST /api/localization/localize-job, and the job poll's
// GET /api/localization/jobs/{jobId} mapped to the machine's check (the result's media link and
// its download name localized_{originalname}_{language}.mp4); /library through the app's
// navigation. Built from injected dependencies so the unit tests pass a fake server. Ours (issue 25): the
// transcription's timed rows reach the wizard, 'Review translation' is POST /api/localization/translate-segments,
// and the job carries the edited rows (and their reviewed translations) when the wizard sends them; the poll's
// percentage and time left, and Cancel (POST /api/localization/jobs/{jobId}/cancel).
import {
  localizationLanguages,
  localizedDownloadFileName,
  transcribeFormData,
  transcriptionText,
  type ApiClient,
  type LocalizationJob,
  type LocalizeJobRequest,
  type TranslateSegmentsRequest,
} from '@twin/api-client';
import {
  localizeMachine,
  type CreatedLocalizationJob,
  type CreateLocalizationJobInput,
  type LocalizeInput,
  type TranscribedVideo,
  type TranscribeVideoInput,
  type TranslatedSegments,
  type TranslateSegmentsInput,
} from '@twin/machines/localize';
import {
  localizeJobMachine,
  type CanceledLocalizationJob,
  type CheckLocalizationJobInput,
  type LocalizeJobCheck,
} from '@twin/machines/localize/localize-job';
import { fromPromise } from 'xstate';

export interface LocalizeDependencies {
  api: Pick<ApiClient, 'localization'>;
  /** An api client whose uploads report their progress (the studio's uses XMLHttpRequest). */
  uploadingApi: (reportProgress: (percent: number) => void) => Pick<ApiClient, 'localization'>;
  /** Navigates to /library. */
  goToLibrary: () => void;
  /** A job was created and its tokens taken: the sidebar's credits refresh now, not in 30 s. */
  creditsSpent: () => void;
  logError?: (message: string, error: unknown) => void;
}

/** The wizard's input: the spec's localization languages (part 1 §3), source 'auto', target es. */
export const localizeInput: LocalizeInput = {
  languages: localizationLanguages.map(({ code, name }) => ({ code, name })),
};

/** One answer of GET /api/localization/jobs/{jobId} as the poll sees it. */
export function localizeJobCheck(job: LocalizationJob): LocalizeJobCheck {
  return {
    status: job.status,
    progress: job.progress,
    errorMessage: job.error_message ?? null,
    percent: job.progress_percent ?? null,
    secondsLeft: job.seconds_left ?? null,
    // The server answers a completed job with a media link to its stream (a token for that item).
    result:
      job.status === 'completed' && job.result_video_path
        ? {
            src: job.result_video_path,
            downloadName: localizedDownloadFileName(job.original_filename, job.target_language),
          }
        : null,
  };
}

export function createLocalizeMachine(deps: LocalizeDependencies) {
  const { api, uploadingApi, goToLibrary, creditsSpent } = deps;
  const logError = deps.logError ?? ((message, error) => console.error(message, error));
  return localizeMachine.provide({
    actors: {
      transcribeVideo: fromPromise<TranscribedVideo, TranscribeVideoInput>(async ({ input, signal }) => {
        const form = transcribeFormData(input.file, input.sourceLanguage);
        const answer = await uploadingApi(input.reportProgress).localization.transcribe(form, { signal });
        return {
          text: transcriptionText(answer),
          videoFile: answer.video_file,
          segments: answer.segments ?? [],
        };
      }),
      createLocalizationJob: fromPromise<CreatedLocalizationJob, CreateLocalizationJobInput>(
        async ({ input, signal }) => {
          const body: LocalizeJobRequest = {
            video_file: input.videoFile,
            source_language: input.sourceLanguage as LocalizeJobRequest['source_language'],
            target_language: input.targetLanguage as LocalizeJobRequest['target_language'],
            source_text: input.sourceText,
            ...(input.segments ? { segments: input.segments } : {}),
          };
          const { jobId } = await api.localization.createJob(body, { signal });
          creditsSpent();
          return { jobId };
        },
      ),
      translateSegments: fromPromise<TranslatedSegments, TranslateSegmentsInput>(
        async ({ input, signal }) => {
          const body: TranslateSegmentsRequest = {
            video_file: input.videoFile,
            source_language: input.sourceLanguage as TranslateSegmentsRequest['source_language'],
            target_language: input.targetLanguage as TranslateSegmentsRequest['target_language'],
            segments: input.segments,
          };
          const { translations } = await api.localization.translateSegments(body, { signal });
          return { translations };
        },
      ),
      localizeJob: localizeJobMachine.provide({
        actors: {
          checkLocalizationJob: fromPromise<LocalizeJobCheck, CheckLocalizationJobInput>(
            async ({ input, signal }) =>
              localizeJobCheck((await api.localization.job(input.jobId, { signal })).job),
          ),
          // Ours (issue 25): Cancel; the credits that came back show in the sidebar at once.
          cancelLocalizationJob: fromPromise<CanceledLocalizationJob, CheckLocalizationJobInput>(
            async ({ input, signal }) => {
              const answer = await api.localization.cancelJob(input.jobId, { signal });
              creditsSpent();
              return { refundedCredits: answer.refunded_credits };
            },
          ),
        },
        actions: {
          goToLibrary: () => goToLibrary(),
          logError: (_, { error }) => logError('Could not check the localization job', error),
        },
      }),
    },
  });
}
