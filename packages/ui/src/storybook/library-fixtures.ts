// Sample data for the library and lip-sync stories: jobs of both types in every status (the walk's
// and a longer list for paging; lip-sync jobs with their percentages, posters and a note where the
// lips could not follow), videos for the picker with posters drawn in the browser and their face
// checks, and the timeline clips Create Video is pressed with. Nothing here touches the DOM until a
// story renders (the jobs' posters are SVG data URLs).
import type { LibraryJob, LibraryJobRecord, LibraryJobStatus } from '@twin/machines/library';
import type { LipsyncVideo } from '@twin/machines/video/lipsync-start';
import {
  libraryWalkLocalizationJobs,
  libraryWalkRunningJobs,
  lipsyncWalkClips,
} from '@twin/machines/testing';
import { storyPosterSvg } from './video-fixtures';

export const storyLipsyncClips = lipsyncWalkClips;

/** A job's poster (the source video's, or the result's once completed). */
export const storyJobPoster = storyPosterSvg('#0f766e', '#1e293b', 'Studio take');

/** The note of a result whose lips could not follow (the server's words). */
export const storyFaceNote = 'The lips could not follow: no single face was found in this video.';

const percentOf: Record<LibraryJobStatus, number> = {
  pending: 0,
  processing: 42,
  completed: 100,
  failed: 0,
  canceled: 0,
};

function lipsyncRecord(index: number, status: LibraryJobStatus): LibraryJobRecord {
  const id = `ls-${String(index).padStart(2, '0')}`;
  return {
    id,
    status,
    result_video_path: status === 'completed' ? `/api/videos/lipsync/${id}/stream?token=story` : null,
    created_at: new Date(Date.UTC(2026, 10, 24, 18 - index, 0, 0)).toISOString(),
    error_message: status === 'failed' ? 'The lip-sync engine could not read the video.' : null,
    download_name: `lipsync_2026-11-24_${id}.mp4`,
    progress_percent: percentOf[status],
    face_note: index === 6 ? storyFaceNote : null,
    poster_url: status === 'failed' ? null : storyJobPoster,
  };
}

const tag = (records: readonly LibraryJobRecord[], job_type: LibraryJob['job_type']): LibraryJob[] =>
  records.map((record) => ({ ...record, job_type }));

/** One job per status and type, newest first: what a busy library shows. */
export const storyLibraryJobs: LibraryJob[] = [
  ...tag([lipsyncRecord(1, 'processing')], 'lipsync'),
  ...tag([lipsyncRecord(2, 'pending')], 'lipsync'),
  ...tag(
    libraryWalkLocalizationJobs.map((job) => ({ ...job, created_at: '2026-11-24T15:30:00.000Z' })),
    'localization',
  ),
  ...tag([lipsyncRecord(4, 'completed')], 'lipsync'),
  ...tag([lipsyncRecord(5, 'failed')], 'lipsync'),
  ...tag([lipsyncRecord(6, 'completed')], 'lipsync'),
];

/** Finished jobs only (no re-fetching). */
export const storyFinishedJobs: LibraryJob[] = storyLibraryJobs.map((job) =>
  job.status === 'pending' || job.status === 'processing'
    ? {
        ...job,
        status: 'completed',
        result_video_path: `/api/videos/lipsync/${job.id}/stream?token=story`,
        progress_percent: 100,
      }
    : job,
);

/** The walk's running lip-sync jobs, tagged. */
export const storyWalkJobs: LibraryJob[] = tag(libraryWalkRunningJobs, 'lipsync');

/** `count` finished lip-sync jobs, newest first, for paging. */
export function storyManyJobs(count: number): LibraryJobRecord[] {
  return Array.from({ length: count }, (_, index) =>
    lipsyncRecord(index + 1, index === 2 ? 'failed' : 'completed'),
  );
}

const posterColors = ['#4f46e5', '#0f766e', '#b45309', '#be185d', '#1d4ed8', '#7c3aed'];

/** A poster drawn on a canvas (a data: URL) of the given shape, so the grid's tiles differ in height. */
export function storyPoster(label: string, width: number, height: number, color: string): string {
  if (typeof document === 'undefined') return '';
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return '';
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, color);
  gradient.addColorStop(1, '#111827');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = 'rgba(255,255,255,0.85)';
  context.beginPath();
  context.arc(width / 2, height * 0.42, Math.min(width, height) * 0.16, 0, Math.PI * 2);
  context.fill();
  context.fillRect(width * 0.3, height * 0.62, width * 0.4, height * 0.3);
  context.font = `600 ${Math.round(Math.min(width, height) / 12)}px sans-serif`;
  context.fillText(label, 16, 16 + Math.min(width, height) / 12);
  return canvas.toDataURL('image/png');
}

const videoShapes: [string, number, number, LipsyncVideo['faceCheck']][] = [
  ['studio-take.mp4', 640, 360, 'ready'],
  ['recording_1764064800000.webm', 480, 360, null],
  ['portrait-intro.mov', 360, 640, 'ready'],
  ['lecture-week-3.mp4', 640, 360, 'no_face'],
  ['webinar-clip.avi', 640, 480, 'several_faces'],
  ['wide-stage-shot.mov', 640, 360, 'face_too_small'],
];

/**
 * Videos for the picker, with every face check (ready, each reason, one not checked); posters are drawn when
 * `withPosters` (in the browser).
 */
export function storyVideos(withPosters = false): LipsyncVideo[] {
  return videoShapes.map(([name, width, height, faceCheck], index) => ({
    id: `video-${index + 1}`,
    name,
    previewSrc: null,
    posterSrc: withPosters
      ? storyPoster(name.split('.')[0] ?? name, width, height, posterColors[index]!)
      : null,
    duration: [42, 18.5, 27, 65, 9, 33][index] ?? null,
    faceCheck,
  }));
}
