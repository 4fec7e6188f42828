// The lip-sync calls answered with JSON (spec part 2 §7): start a job from one of the caller's videos and their
// timeline (every clip resolved to their own stored audio, never fetched; tokens taken for the result's seconds),
// and the caller's jobs for the library. Another user's video or job is 404, like a missing one. A video whose face
// is not the creator's consent face is refused before anything is taken (lipsync-face-gate.ts).
import { apiRoutes } from '@twin/api-client';
import type { Database } from '../db/database';
import type { MediaLinks } from '../auth/media-links';
import { implement, type AnyRouteImplementation } from '../http/api-route';
import { HttpError } from '../http/http-error';
import type { QueuedJobRunner } from '../jobs/queued-job-runner';
import type { MediaStore } from '../files/media-store';
import { checkLipsyncFace } from './lipsync-face-gate';
import { resolveOwnClips, audioIdOfClipUrl } from './lipsync-clips';
import { toLipsyncJobs } from './lipsync-job-dto';
import { createLipsyncJob, listLipsyncJobs, type StoredLipsyncClip } from './lipsync-jobs.repository';
import { LIPSYNC_MAX_SECONDS, lipsyncMessages } from './lipsync-messages';
import { timelineSeconds } from './timeline-mix';
import { findOwnVideo } from './videos.repository';
import { findOwnTimelineAudio } from '../files/timeline-audio';

/**
 * The track the job delivers: the clips themselves (the job mixes them), or the client's own mix when it sent one
 * (`mixedAudioUrl`, which must be the caller's stored audio too), placed at 0 for the timeline's length, with the
 * clips kept beside it for the captions and the title (soundtrackOf).
 */
async function soundtrack(
  db: Database,
  userId: string,
  clips: StoredLipsyncClip[],
  mixedAudioUrl: string | undefined,
): Promise<StoredLipsyncClip[]> {
  if (mixedAudioUrl === undefined) return clips;
  const id = audioIdOfClipUrl(mixedAudioUrl);
  const file = id ? await findOwnTimelineAudio(db, userId, id) : null;
  if (!file) throw new HttpError(400, lipsyncMessages.clipNotYours);
  const seconds = timelineSeconds(clips);
  return [
    {
      mediaFileId: file.id,
      name: 'Timeline mix',
      type: 'upload',
      startTime: 0,
      duration: seconds,
      sourceOffset: 0,
      role: 'mix',
    },
    ...clips,
  ];
}

export function lipsyncRoutes(
  db: Database,
  runner: QueuedJobRunner,
  mediaLinks: MediaLinks,
  faces: {
    store: MediaStore;
    /** false for the engine that moves no lips ("mux"): no face check. */ animated: boolean;
  },
): AnyRouteImplementation[] {
  return [
    implement(apiRoutes['lipsync.create'], {
      errors: {
        400: 'an empty timeline, a clip that is not your audio, or a timeline too long',
        401: 'not signed in',
        403: 'not enough credits for the video, or its face is not the face of your consent recording',
        404: 'no such video of yours',
        409: 'the video is not processed yet',
      },
      async handler({ user, body }) {
        const video = await findOwnVideo(db, user.id, body.videoId);
        if (!video) throw new HttpError(404, lipsyncMessages.videoNotFound);
        if (video.status !== 'ready') throw new HttpError(409, lipsyncMessages.videoNotReady);
        const clips = await resolveOwnClips(db, user.id, body.timelineClips);
        const seconds = timelineSeconds(clips);
        if (seconds > LIPSYNC_MAX_SECONDS) throw new HttpError(400, lipsyncMessages.tooLong);
        if (faces.animated) await checkLipsyncFace(db, faces.store, video);
        const row = await createLipsyncJob(db, {
          userId: user.id,
          videoId: video.id,
          clips: await soundtrack(db, user.id, clips, body.mixedAudioUrl),
          durationSeconds: seconds,
          useCodeformer: body.useCodeformer ?? true,
        });
        await runner.enqueue(row.id);
        const [job] = await toLipsyncJobs(db, [row], user, mediaLinks);
        return { success: true as const, job: job! };
      },
    }),
    implement(apiRoutes['lipsync.jobs'], {
      errors: { 401: 'not signed in' },
      async handler({ user }) {
        const rows = await listLipsyncJobs(db, user.id);
        return { success: true as const, jobs: await toLipsyncJobs(db, rows, user, mediaLinks) };
      },
    }),
  ];
}
