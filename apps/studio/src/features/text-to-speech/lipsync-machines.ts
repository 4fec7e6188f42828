// Create Video on /text-to-speech (spec part 2 §2, §5, §7): lip-sync start provided with the
// api-client — the picker lists GET /api/videos (ready ones, not lip-sync results; previews play
// through the server's media links), the composite audio is the timeline mixed into its WAV (the
// timeline's own export, as Download Audio makes it) and stored with POST /api/audio/upload, and
// the job starts with POST /api/videos/lipsync-timeline carrying that file as mixedAudioUrl. With
// no videos the picker's Upload and Record tabs run /video's upload and recorder (lib/video-sources).
// Built from injected dependencies so the unit tests pass a fake server and a fake timeline.
import { isVideoReady, timelineAudioFormData, type ApiClient, type Video } from '@twin/api-client';
import {
  lipsyncStartMachine,
  type CompositeAudio,
  type CompositeAudioInput,
  type LipsyncVideo,
  type StartedLipsync,
  type StartLipsyncInput,
} from '@twin/machines/video/lipsync-start';
import { fromPromise } from 'xstate';
import type { VideoSources } from '../../lib/video-sources';

/** The spec's name of the timeline's export (part 2 §9). */
export const compositeAudioFileName = 'timeline-audio.wav';

export interface LipsyncDependencies {
  api: Pick<ApiClient, 'videos' | 'audio' | 'lipsync' | 'urls'>;
  /** The timeline mixed into one WAV (the timeline handle's export()). */
  exportTimelineAudio: () => Promise<Blob>;
  /** Goes to /library. */
  goToLibrary: () => void;
  /** The job started and its tokens were taken: the sidebar's credits refresh now, not in 30 s. */
  creditsSpent: () => void;
  /** The upload and the recorder the picker's tabs run when the user has no videos. */
  sources: Pick<VideoSources, 'upload' | 'recorder'>;
}

/** Ready videos the user uploaded or recorded (lip-sync results are hidden), newest first as listed, with their face checks. */
export function pickerVideos(videos: readonly Video[], mediaUrl: (path: string) => string): LipsyncVideo[] {
  return videos
    .filter((video) => isVideoReady(video) && video.upload_method !== 'lipsync')
    .map((video) => ({
      id: video.id,
      name: video.original_filename,
      previewSrc: video.stream_url ? mediaUrl(video.stream_url) : null,
      posterSrc: video.poster_url ? mediaUrl(video.poster_url) : null,
      duration: video.duration,
      faceCheck: video.face_check ?? null,
      consentFace: video.consent_face ?? null,
    }));
}

export function createLipsyncStartMachine({
  api,
  exportTimelineAudio,
  goToLibrary,
  creditsSpent,
  sources,
}: LipsyncDependencies) {
  return lipsyncStartMachine.provide({
    actors: {
      videoUpload: sources.upload,
      videoRecorder: sources.recorder,
      loadVideos: fromPromise<LipsyncVideo[], void>(async ({ signal }) =>
        pickerVideos((await api.videos.list({ signal })).videos, api.urls.media),
      ),
      createCompositeAudio: fromPromise<CompositeAudio, CompositeAudioInput>(async ({ signal }) => {
        const wav = await exportTimelineAudio();
        const form = timelineAudioFormData({ file: wav, fileName: compositeAudioFileName });
        const { clip } = await api.audio.upload(form, { signal });
        return { mixedAudioUrl: clip.url };
      }),
      startLipsync: fromPromise<StartedLipsync, StartLipsyncInput>(async ({ input, signal }) => {
        const answer = await api.lipsync.create(
          {
            videoId: input.videoId,
            timelineClips: input.clips.map((clip) => ({
              type: clip.type,
              url: clip.url,
              name: clip.name,
              duration: clip.duration,
              startTime: clip.startTime,
              originalStartOffset: clip.originalStartOffset,
              originalDuration: clip.originalDuration,
            })),
            useCodeformer: true,
            mixedAudioUrl: input.mixedAudioUrl,
          },
          { signal },
        );
        creditsSpent();
        return { jobId: answer.job.id };
      }),
    },
    actions: { goToLibrary: () => goToLibrary() },
  });
}
