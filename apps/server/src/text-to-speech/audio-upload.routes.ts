// POST /api/audio/upload (multipart field `audio`): the timeline's Upload Audio. The file is identified by its
// bytes (magic numbers, ffprobe, a full decode — never its name or declared type): not audio → 415, damaged or
// truncated → 422, over 100MB → 413, all with a message and nothing left behind. Containers browsers cannot
// decode (AIFF, CAF, Matroska) are rewritten as WAV; the others are kept as sent. The answer is the file as a
// timeline clip of type 'upload' with its URL and decoded duration.
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { apiRoutes, VIDEO_MAX_FILE_BYTES } from '@twin/api-client';
import { placeUploadWithRows } from '../files/place-upload';
import { removeQuietly, type MediaStore } from '../files/media-store';
import { implementMultipart, type AnyMultipartRouteImplementation } from '../files/multipart-route';
import type { Database } from '../db/database';
import { identifyAudio, MediaRejectedError, type IdentifiedAudio } from '../media/identify-audio';
import { audioRejectionError } from '../media/upload-refusals';
import { timelineClip } from '../files/timeline-audio';
import { writeWav } from '../media/wav-writer';

export const audioUploadMessages = {
  tooLarge: `File too large. Maximum size is ${VIDEO_MAX_FILE_BYTES / (1024 * 1024)}MB.`,
  missing: 'Please select an audio file.',
};

const rewrittenAsWav = new Set<IdentifiedAudio['container']>(['aiff', 'caf', 'mkv']);

async function identify(path: string): Promise<IdentifiedAudio> {
  try {
    return await identifyAudio(path, 'audio');
  } catch (error) {
    if (error instanceof MediaRejectedError) throw audioRejectionError(error.reason);
    throw error;
  }
}

/** The client's file name without any directory, as the clip's name. */
function clipName(originalFilename: string): string {
  return basename(originalFilename.replace(/\\/g, '/')) || 'Audio';
}

export function audioUploadRoutes(db: Database, store: MediaStore): AnyMultipartRouteImplementation[] {
  return [
    implementMultipart(apiRoutes['audio.upload'], {
      status: 201,
      errors: {
        400: 'no audio file in the form',
        401: 'not signed in',
        413: 'file over 100MB',
        415: 'not an audio file',
        422: 'the audio cannot be read (truncated or damaged)',
      },
      tooLargeMessage: () => audioUploadMessages.tooLarge,
      missingFileMessage: () => audioUploadMessages.missing,
      async handler({ user, files }) {
        const file = files.audio![0]!;
        const audio = await identify(file.tempPath);
        let source = file.tempPath;
        let container: string = audio.container;
        let sizeBytes = audio.sizeBytes;
        if (rewrittenAsWav.has(audio.container)) {
          source = store.tempPath('audio-wav');
          container = 'wav';
          try {
            await writeWav(file.tempPath, source);
            sizeBytes = (await stat(source)).size;
          } catch (error) {
            await removeQuietly(source);
            throw error;
          }
        }
        try {
          const row = await placeUploadWithRows(
            db,
            store,
            {
              from: source,
              userId: user.id,
              kind: 'audio',
              originalFilename: file.originalFilename,
              container,
              durationSeconds: audio.durationSeconds,
              sizeBytes,
            },
            async (_tx, media) => media,
          );
          return {
            success: true as const,
            clip: timelineClip(
              { id: row.id, durationSeconds: audio.durationSeconds },
              'upload',
              clipName(file.originalFilename),
            ),
          };
        } finally {
          if (source !== file.tempPath) await removeQuietly(source);
        }
      },
    }),
  ];
}
