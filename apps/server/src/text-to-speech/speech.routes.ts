// The speech calls answered with JSON: POST /api/tts/generate (generate-speech.ts) and POST
// /api/translate/translate (the translation engine: apertium embedded, LibreTranslate with MT_URL).
import { apiRoutes, languageName } from '@twin/api-client';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaLinks } from '../auth/media-links';
import {
  TranslationFailedError,
  TranslationQuotaError,
  UnsupportedTranslationError,
  type HourlyQuota,
  type TranslationEngine,
} from '../engines/translation';
import { implement, type AnyRouteImplementation } from '../http/api-route';
import { HttpError } from '../http/http-error';
import { generateSpeech, type SpeechServices } from './generate-speech';

export function speechRoutes(
  services: SpeechServices & {
    translation: TranslationEngine;
    mediaLinks: MediaLinks;
    log: FastifyBaseLogger;
    /** Characters per user per hour sent to the translator. */
    translationQuota: HourlyQuota;
  },
): AnyRouteImplementation[] {
  return [
    implement(apiRoutes['tts.generate'], {
      errors: {
        400: 'invalid input, or a non-pro voice without a reference clip',
        401: 'not signed in',
        403: 'not enough plan credits for the audio (1 per second)',
        404: 'no such voice or reference clip of yours',
        409: 'the voice is not ready, not set up, or made for another engine',
        422: 'the speech engine has no voice for the language, or the speech ran far past its estimate',
        429: 'as many generations of this user running as allowed at once',
        502: 'the speech engine (TTS_URL) answered with an error or with something that is not audio',
        503: 'the speech engine (TTS_URL) is not answering',
      },
      async handler({ user, body }) {
        const answer = await generateSpeech(services, user, body);
        // The player gets a media link; the clip keeps the bare path (the timeline fetches it with the header).
        return { ...answer, audioUrl: await services.mediaLinks.link(user, answer.audioUrl) };
      },
    }),
    implement(apiRoutes['tts.engine'], {
      errors: { 401: 'not signed in' },
      async handler() {
        const { id, capabilities } = services.speech;
        return { engine: id, label: capabilities.label, clones_voice: capabilities.clonesTimbre };
      },
    }),
    implement(apiRoutes['translate.translate'], {
      errors: {
        400: 'invalid input',
        401: 'not signed in',
        422: 'the translator cannot serve the pair (set MT_URL)',
        429: "the translation server is busy, or the user's characters this hour are spent",
        502: 'the translation server failed or did not answer',
      },
      async handler({ user, body }) {
        try {
          const translatedText = await services.translationQuota.spendWhile(
            user.id,
            [...body.text].length,
            () =>
              services.translation.translate({
                text: body.text,
                source: body.sourceLanguage ?? null,
                target: body.targetLanguage,
              }),
          );
          return {
            success: true as const,
            translatedText,
            targetLanguageName: languageName(body.targetLanguage),
          };
        } catch (error) {
          if (error instanceof TranslationQuotaError) {
            throw new HttpError(429, error.message, { 'retry-after': String(error.retryAfterSeconds) });
          }
          if (error instanceof UnsupportedTranslationError) throw new HttpError(422, error.message);
          if (error instanceof TranslationFailedError) {
            services.log.warn({ err: error.cause ?? error }, 'translation failed');
            throw new HttpError(error.status, error.message);
          }
          throw error;
        }
      },
    }),
  ];
}
