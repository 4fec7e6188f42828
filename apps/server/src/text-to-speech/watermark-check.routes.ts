// POST /api/audio/watermark-check (multipart field `file`): whether an audio or video file carries Twin Studio's
// watermark, answered yes or no only (no clip, no owner). The file is at most 100MB; the check reads its first
// 10 minutes on a worker thread, one check per user at a time, and stops if the caller goes away.
import { apiRoutes } from '@twin/api-client';
import { implementMultipart, type AnyMultipartRouteImplementation } from '../files/multipart-route';
import { HttpError } from '../http/http-error';
import { WatermarkDecodeError } from '../media/watermark/decode-for-watermark';
import type { Watermarker } from '../media/watermark/watermarker';
import { audioUploadMessages } from './audio-upload.routes';

export const watermarkCheckMessages = {
  tooLarge: audioUploadMessages.tooLarge,
  missing: 'Please select a file to check.',
  unreadable: 'This file has no audio that can be read.',
  busy: 'A watermark check is already running. Please wait for it to finish.',
};

export function watermarkCheckRoutes(watermarker: Watermarker): AnyMultipartRouteImplementation[] {
  const checking = new Set<string>();
  return [
    implementMultipart(apiRoutes['audio.watermarkCheck'], {
      errors: {
        400: 'no file in the form',
        401: 'not signed in',
        413: 'file over 100MB',
        422: 'no audio that can be read',
        429: 'a check of this user is running',
      },
      tooLargeMessage: () => watermarkCheckMessages.tooLarge,
      missingFileMessage: () => watermarkCheckMessages.missing,
      async handler({ user, files, reply }) {
        if (checking.has(user.id)) throw new HttpError(429, watermarkCheckMessages.busy);
        checking.add(user.id);
        const gone = new AbortController();
        const onClose = () => {
          if (!reply.raw.writableFinished) gone.abort();
        };
        reply.raw.once('close', onClose);
        try {
          const detection = await watermarker.check(files.file![0]!.tempPath, gone.signal);
          return { watermarked: detection.found };
        } catch (error) {
          if (error instanceof WatermarkDecodeError)
            throw new HttpError(422, watermarkCheckMessages.unreadable);
          throw error;
        } finally {
          reply.raw.off('close', onClose);
          checking.delete(user.id);
        }
      },
    }),
  ];
}
