// POST /api/videos/upload (several files in the field `video`) and POST /api/videos/record (one file named
// recording_{timestamp}.mp4 or .webm): each file is identified by its bytes (identify-video.ts; 415 with the spec's
// words, 422 when damaged or cut off), at most 100 MB (413, stopped while streaming), and kept only together with
// its row; one refused file refuses the whole request and nothing is kept. The videos answer as uploaded and go
// to the video-processing queue. A user with MAX_QUEUED_VIDEOS_PER_USER videos waiting or in processing gets 429
// before the body is read (and when the new files would pass it, 429 with nothing kept).
import { apiRoutes } from '@twin/api-client';
import type { MediaLinks } from '../auth/media-links';
import { implementMultipart, type AnyMultipartRouteImplementation } from '../files/multipart-route';
import type { ReceivedFile } from '../files/multipart-upload';
import { HttpError } from '../http/http-error';
import { identifyVideo } from '../media/identify-video';
import { storeVideos, type IdentifiedUpload, type VideoServices } from './store-videos';
import { toVideo } from './video-dto';
import { videoMessages } from './video-messages';
import { assertVideoQueueRoom } from './videos.repository';

const uploadErrors = {
  400: 'no video file in the form, a video over 30 minutes, or (record) a file not named recording_{timestamp}',
  401: 'not signed in',
  413: 'a file over 100MB',
  415: 'not an MP4, WebM, MOV or AVI video',
  422: 'the video cannot be read (truncated or damaged, or a few frames spread over a long time)',
  429: 'the user already has 3 videos waiting or being processed',
};

/** recording_{timestamp}.mp4 or .webm, as the recorder names its upload. */
export const recordingNamePattern = /^recording_\d{1,20}\.(mp4|webm)$/;

async function identifyAll(files: readonly ReceivedFile[]): Promise<IdentifiedUpload[]> {
  const uploads: IdentifiedUpload[] = [];
  for (const file of files) uploads.push({ file, video: await identifyVideo(file.tempPath) });
  return uploads;
}

export function videoUploadRoutes(
  services: VideoServices & { mediaLinks: MediaLinks },
): AnyMultipartRouteImplementation[] {
  return [
    implementMultipart(apiRoutes['videos.upload'], {
      status: 201,
      errors: uploadErrors,
      tooLargeMessage: () => videoMessages.tooLarge,
      missingFileMessage: () => videoMessages.missing,
      beforeUpload: ({ user }) => assertVideoQueueRoom(services.db, user.id, 1),
      async handler({ user, files }) {
        const uploads = await identifyAll(files.video!);
        const rows = await storeVideos(services, { userId: user.id, uploadMethod: 'upload', uploads });
        return {
          success: true as const,
          videos: await Promise.all(rows.map((row) => toVideo(row, user, services.mediaLinks))),
        };
      },
    }),
    implementMultipart(apiRoutes['videos.record'], {
      status: 201,
      errors: uploadErrors,
      tooLargeMessage: () => videoMessages.tooLarge,
      missingFileMessage: () => videoMessages.missing,
      beforeUpload: ({ user }) => assertVideoQueueRoom(services.db, user.id, 1),
      async handler({ user, files, fields }) {
        const file = files.video![0]!;
        if (!recordingNamePattern.test(file.originalFilename)) {
          throw new HttpError(400, videoMessages.recordingName);
        }
        // Issue 26: listed under the name the recorder gave it ('Recording Nov 27, 2026, 14:05'), with its extension.
        const extension = /\.(mp4|webm)$/.exec(file.originalFilename)![0];
        const named = fields.name ? { ...file, originalFilename: `${fields.name}${extension}` } : file;
        const uploads = await identifyAll([named]);
        const [row] = await storeVideos(services, { userId: user.id, uploadMethod: 'record', uploads });
        return { success: true as const, video: await toVideo(row!, user, services.mediaLinks) };
      },
    }),
  ];
}
