// The localization calls answered with JSON (spec part 1 §7): create a job from a transcribed video of the caller
// (`video_file` is a source id the transcription answered: anything else, or another user's, is 404 — never a path or
// a URL), one job (polled every 3 s) and the caller's jobs, newest first. At creation the target must differ from the
// video's language and be served by the configured engines (400 naming the setting otherwise), the video must not
// have expired (410, source-expiry.ts), and the video's seconds are taken from the balance (403 when short). Ours
// (issue 25): the job may carry the rows the creator edited (edited-segments.ts), and 'Review translation' translates
// rows of the caller's transcribed video, counted against the hourly translation allowance the speech page's
// translation spends too. Cancel (issue 25) ends a running job of the caller as canceled, the credits of the part
// not yet done back (localize-progress.ts); the running attempt stops itself (localize-job-runner.ts).
import { apiRoutes } from '@twin/api-client';
import type { MediaLinks } from '../auth/media-links';
import type { Database } from '../db/database';
import type { SpeechEngine } from '../engines/speech/speech-engine';
import {
  TranslationFailedError,
  type HourlyQuota,
  TranslationQuotaError,
  UnsupportedTranslationError,
  type TranslationEngine,
} from '../engines/translation';
import { implement, type AnyRouteImplementation } from '../http/api-route';
import { HttpError } from '../http/http-error';
import type { QueuedJobRunner } from '../jobs/queued-job-runner';
import { checkedEditedSegments, editedSegmentsText } from './edited-segments';
import { checkEnginesServe } from './engine-support';
import { checkLocalizationFace, type LocalizationFaceServices } from './localize-face-gate';
import { toLocalizationJob } from './localize-dto';
import {
  cancelLocalizationJob,
  createLocalizationJob,
  findOwnLocalizationJob,
  listLocalizationJobs,
} from './localize-jobs.repository';
import {
  findOwnLocalizationSource,
  findLocalizationSource,
  originalFilenames,
} from './localize-sources.repository';
import { localizeMessages, MAX_TEXT_CHARACTERS_PER_SECOND, sameLanguageMessage } from './localize-messages';
import { splitSentences } from '../media/subtitles/sentences';
import { translateSentences } from './translate-sentences';

export interface LocalizeRouteServices extends Omit<LocalizationFaceServices, 'db'> {
  db: Database;
  runner: QueuedJobRunner;
  mediaLinks: MediaLinks;
  speech: SpeechEngine;
  translation: TranslationEngine;
  /** Characters per user per hour sent to the translator, shared with the speech page's translation. */
  translationQuota: Pick<HourlyQuota, 'spendWhile'>;
}

export function localizeRoutes(services: LocalizeRouteServices): AnyRouteImplementation[] {
  const { db, runner, mediaLinks } = services;
  return [
    implement(apiRoutes['localization.createJob'], {
      errors: {
        400: 'empty text, the same language, or a target the configured engines cannot serve',
        401: 'not signed in',
        403: "not enough credits for the video, or (with a lip-sync engine) a face that is not the creator's consent face",
        404: 'no such transcribed video of yours',
        410: 'the transcribed video has expired (kept 24 hours, at most 5 per user)',
      },
      async handler({ user, body }) {
        const source = await findOwnLocalizationSource(db, user.id, body.video_file);
        if (!source) throw new HttpError(404, localizeMessages.videoNotFound);
        if (!source.mediaFileId) throw new HttpError(410, localizeMessages.videoExpired);
        const sourceLanguage = body.source_language === 'auto' ? source.language : body.source_language;
        if (body.target_language === sourceLanguage)
          throw new HttpError(400, sameLanguageMessage(sourceLanguage));
        // Edited rows speak for the text: the job keeps their timing (and their reviewed translations).
        const segments = body.segments ? checkedEditedSegments(body.segments, source.durationSeconds) : null;
        const sourceText = segments ? editedSegmentsText(segments) : body.source_text;
        if (sourceText.length > 200 + source.durationSeconds * MAX_TEXT_CHARACTERS_PER_SECOND) {
          throw new HttpError(400, localizeMessages.textTooLong);
        }
        await checkEnginesServe(
          services,
          { source: sourceLanguage, target: body.target_language },
          segments?.[0]?.text ?? splitSentences(sourceText)[0] ?? sourceText,
        );
        await checkLocalizationFace(services, source);
        const row = await createLocalizationJob(db, {
          userId: user.id,
          sourceId: source.id,
          sourceLanguage,
          targetLanguage: body.target_language,
          sourceText,
          durationSeconds: source.durationSeconds,
          timing: segments,
        });
        await runner.enqueue(row.id);
        return { jobId: row.id };
      },
    }),
    implement(apiRoutes['localization.translateSegments'], {
      errors: {
        400: 'invalid rows, the same language, or a pair the translator cannot serve',
        401: 'not signed in',
        404: 'no such transcribed video of yours',
        429: "the translation server is busy, or the user's characters this hour are spent",
        502: 'the translation server failed or did not answer',
      },
      async handler({ user, body }) {
        const source = await findOwnLocalizationSource(db, user.id, body.video_file);
        if (!source) throw new HttpError(404, localizeMessages.videoNotFound);
        const sourceLanguage = body.source_language === 'auto' ? source.language : body.source_language;
        if (body.target_language === sourceLanguage)
          throw new HttpError(400, sameLanguageMessage(sourceLanguage));
        const segments = checkedEditedSegments(body.segments, source.durationSeconds);
        try {
          const translations = await services.translationQuota.spendWhile(
            user.id,
            segments.reduce((sum, segment) => sum + [...segment.text].length, 0),
            () =>
              translateSentences(
                services.translation,
                segments.map((segment) => segment.text),
                { source: sourceLanguage, target: body.target_language },
              ),
          );
          return { translations };
        } catch (error) {
          if (error instanceof TranslationQuotaError) {
            throw new HttpError(429, error.message, { 'retry-after': String(error.retryAfterSeconds) });
          }
          if (error instanceof UnsupportedTranslationError) throw new HttpError(400, error.message);
          if (error instanceof TranslationFailedError) throw new HttpError(error.status, error.message);
          throw error;
        }
      },
    }),
    implement(apiRoutes['localization.job'], {
      errors: { 401: 'not signed in', 404: 'no such localization job of yours' },
      async handler({ user, params }) {
        const row = await findOwnLocalizationJob(db, user.id, params.jobId);
        if (!row) throw new HttpError(404, localizeMessages.jobNotFound);
        const source = await findLocalizationSource(db, row.sourceId);
        return {
          success: true as const,
          job: await toLocalizationJob(row, source?.originalFilename ?? 'video', user, mediaLinks),
        };
      },
    }),
    implement(apiRoutes['localization.cancelJob'], {
      errors: {
        401: 'not signed in',
        404: 'no such localization job of yours',
        409: 'the job already ended',
      },
      async handler({ user, params }) {
        const outcome = await cancelLocalizationJob(db, user.id, params.jobId);
        if (outcome.kind === 'notFound') throw new HttpError(404, localizeMessages.jobNotFound);
        if (outcome.kind === 'ended') throw new HttpError(409, localizeMessages.alreadyEnded);
        const source = await findLocalizationSource(db, outcome.row.sourceId);
        return {
          success: true as const,
          job: await toLocalizationJob(outcome.row, source?.originalFilename ?? 'video', user, mediaLinks),
          refunded_credits: outcome.refunded,
        };
      },
    }),
    implement(apiRoutes['localization.jobs'], {
      errors: { 401: 'not signed in' },
      async handler({ user }) {
        const rows = await listLocalizationJobs(db, user.id);
        const names = await originalFilenames(
          db,
          rows.map((row) => row.sourceId),
        );
        return {
          success: true as const,
          jobs: await Promise.all(
            rows.map((row) => toLocalizationJob(row, names.get(row.sourceId) ?? 'video', user, mediaLinks)),
          ),
        };
      },
    }),
  ];
}
