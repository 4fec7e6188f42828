// Sample data for the library and lip-sync stories: jobs of both types in every status (the walk's
// and a longer list for paging), videos for the picker with posters drawn in the browser, and the
// timeline clips Create Video is pressed with. Nothing here touches the DOM until a story renders.
import type { LibraryJob, LibraryJobRecord, LibraryJobStatus } from '@twin/machines/library';
import type { LipsyncVideo } from '@twin/machines/lipsync-start';
import {
  libraryWalkLocalizationJobs,
  libraryWalkRunningJobs,
  lipsyncWalkClips,
} from '@twin/machines/testing';

export const storyLipsyncClips = lipsyncWalkClips;

function lipsyncRecord(index: number, status: LibraryJobStatus): LibraryJobRecord {
  const id = `ls-${String(index).padStart(2, '0')}`;
  return {
    id,
    status,
    result_video_path: status === 'completed' ? `/api/videos/lipsync/${id}/stream?token=story` : null,
    created_at: new Date(Date.UTC(2026, 10, 24, 18 - index, 0, 0)).toISOString(),
    error_message: status === 'failed' ? 'The lip-sync engine could not read the video.' : null,
    download_name: `lipsync_2026-11-24_${id}.mp4`,
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
    ? { ...job, status: 'completed', result_video_path: `/api/videos/lipsync/${job.id}/stream?token=story` }
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

const posterColors = ['#4f46e5', '#0f766e', '#b45309', '#be185d', '#1d4ed8'];

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

const videoShapes: [string, number, number][] = [
  ['studio-take.mp4', 640, 360],
  ['recording_1764064800000.webm', 480, 360],
  ['portrait-intro.mov', 360, 640],
  ['lecture-week-3.mp4', 640, 360],
  ['webinar-clip.avi', 640, 480],
];

/** Videos for the picker; posters are drawn when `withPosters` (in the browser). */
export function storyVideos(withPosters = false): LipsyncVideo[] {
  return videoShapes.map(([name, width, height], index) => ({
    id: `video-${index + 1}`,
    name,
    previewSrc: null,
    posterSrc: withPosters
      ? storyPoster(name.split('.')[0] ?? name, width, height, posterColors[index]!)
      : null,
    duration: [42, 18.5, 27, 65, 9][index] ?? null,
  }));
}
