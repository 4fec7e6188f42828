// POST /api/localization/transcribe (multipart `file`, `source_language` 'auto' by default): the video is identified
// by its bytes like the video feature's uploads (415 not a video, 422 damaged or without sound, 400 over 30
// minutes, 413 over 500 MB while streaming; nothing kept from a refused upload), its sound extracted as 16 kHz mono
// WAV and transcribed (a language the engine cannot serve: 400 naming the setting that would). The upload is then
// kept with the transcript's timings as a localization source, whose id is the `video_file` answered — never a path,
// and the timings are answered too as `segments` (issue 25: the text cut at pauses, each with its start and end).
// Transcriptions at once are bounded per user and overall (429), and each has a time limit. A user keeps at most 5
// transcribed videos: storing one drops the oldest not in use, and with all 5 in use the upload is refused (429).
import { apiRoutes } from '@twin/api-client';
import type { Database } from '../db/database';
import { TranscriptionError, type TranscriptionEngine } from '../engines/transcription/transcription-engine';
import { placeUploadWithRows } from '../files/place-upload';
import { removeQuietly, type MediaStore } from '../files/media-store';
import { implementMultipart, type AnyMultipartRouteImplementation } from '../files/multipart-route';
import { HttpError } from '../http/http-error';
import { ProcessAbortedError } from '../media/run-process';
import { identifyVideo } from '../media/identify-video';
import { AudioExtractionError, extractSpeechWav } from './extract-audio';
import { insertLocalizationSource } from './localize-sources.repository';
import { LOCALIZATION_MAX_SECONDS, localizeMessages, TRANSCRIPTION_TIME_LIMIT_MS } from './localize-messages';
import { checkRoomForSourceVideo, dropSourceVideosBeyondCap, removeSourceFiles } from './source-expiry';
import type { TranscriptionSlots } from './transcription-slots';

export interface TranscribeServices {
  db: Database;
  store: MediaStore;
  /** Read per call (the engine is chosen when the services are built). */
  transcription: () => TranscriptionEngine;
  slots: TranscriptionSlots;
}

export function transcribeRoutes(services: TranscribeServices): AnyMultipartRouteImplementation[] {
  const { db, store, slots } = services;
  return [
    implementMultipart(apiRoutes['localization.transcribe'], {
      errors: {
        400: 'no file, a video over 30 minutes, or a language the transcription engine cannot serve',
        401: 'not signed in',
        413: 'a file over 500MB',
        415: 'not a video',
        422: 'the video cannot be read or has no sound',
        429: 'a transcription of yours is running, the server is busy with others, or 5 videos of yours are being localized',
        502: 'the transcription engine failed',
      },
      tooLargeMessage: () => localizeMessages.tooLarge,
      missingFileMessage: () => localizeMessages.missing,
      beforeUpload: async ({ user }) => {
        slots.check(user.id);
        await checkRoomForSourceVideo(db, user.id);
      },
      async handler({ user, fields, files }) {
        const file = files.file![0]!;
        const engine = services.transcription();
        const language = fields.source_language;
        if (!engine.supports(language)) throw new HttpError(400, engine.unsupportedMessage(language));
        const release = slots.take(user.id);
        const wavPath = store.tempPath('wav');
        try {
          const video = await identifyVideo(file.tempPath);
          if (!video.probe.audio) throw new HttpError(422, localizeMessages.noSound);
          const stated = video.probe.durationSeconds ?? video.probe.video?.durationSeconds ?? null;
          if (stated !== null && stated > LOCALIZATION_MAX_SECONDS + 1) {
            throw new HttpError(400, localizeMessages.tooLong);
          }
          const signal = AbortSignal.timeout(TRANSCRIPTION_TIME_LIMIT_MS);
          let soundSeconds: number;
          try {
            soundSeconds = await extractSpeechWav(file.tempPath, wavPath, {
              maxSeconds: LOCALIZATION_MAX_SECONDS + 1,
              signal,
            });
          } catch (error) {
            if (error instanceof AudioExtractionError) throw new HttpError(422, localizeMessages.unreadable);
            throw error;
          }
          if (soundSeconds > LOCALIZATION_MAX_SECONDS) throw new HttpError(400, localizeMessages.tooLong);
          const durationSeconds = stated ?? soundSeconds;
          if (!(durationSeconds > 0)) throw new HttpError(422, localizeMessages.noSound);
          let transcript;
          try {
            transcript = await engine.transcribe({ wavPath, language, signal });
          } catch (error) {
            if (signal.aborted || error instanceof ProcessAbortedError) {
              throw new HttpError(504, localizeMessages.transcriptionTookTooLong);
            }
            if (error instanceof TranscriptionError) throw new HttpError(502, error.message);
            throw error;
          }
          const { source, dropped } = await placeUploadWithRows(
            db,
            store,
            {
              from: file.tempPath,
              userId: user.id,
              kind: 'videos',
              originalFilename: file.originalFilename,
              container: video.container,
              durationSeconds,
              sizeBytes: video.sizeBytes,
            },
            async (tx, media) => {
              const stored = await insertLocalizationSource(tx, {
                userId: user.id,
                mediaFileId: media.id,
                originalFilename: file.originalFilename,
                durationSeconds,
                language: transcript.language || (language === 'auto' ? 'en' : language),
                transcriptText: transcript.text,
                segments: transcript.segments,
              });
              return { source: stored, dropped: await dropSourceVideosBeyondCap(tx, user.id, stored.id) };
            },
          );
          await removeSourceFiles(store, dropped);
          return { text: transcript.text, video_file: source.id, segments: transcript.segments };
        } finally {
          release();
          await removeQuietly(wavPath);
        }
      },
    }),
  ];
}
