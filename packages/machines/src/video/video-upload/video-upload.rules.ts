// The upload's pure rules (spec part 2 §5, §9): which files it accepts — on /video MP4, WebM, MOV
// and AVI by type or by extension, in the speech page's video picker any video/ type — and how one
// upload's progress splits over its files.

/** A file as the upload view receives it from an <input type="file"> or a drop: a DOM File fits. */
export type VideoFile = Blob & { readonly name: string };

const acceptedTypes = new Set([
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'video/x-msvideo',
  'video/avi',
  'video/msvideo',
]);
const acceptedExtensions = new Set(['mp4', 'webm', 'mov', 'avi']);

/**
 * Which rule an upload follows: the /video page's formats (MP4, WebM, MOV, AVI by type or
 * extension) or the speech page's video picker (any video/ type).
 */
export type VideoUploadAccept = 'video-page' | 'picker';

/** The input's accept list on /video, for the file picker. */
export const videoFileAccept = '.mp4,.webm,.mov,.avi,video/mp4,video/webm,video/quicktime,video/x-msvideo';

/** The file picker's accept list for each rule. */
export const videoFileAcceptFor = (accept: VideoUploadAccept): string =>
  accept === 'picker' ? 'video/*' : videoFileAccept;

/** Displayed limit (§9: "up to 100MB displayed"); the server enforces it. */
export const videoUploadDisplayedLimitMb = 100;

const mediaType = (file: { type: string }) => file.type.split(';')[0]?.trim().toLowerCase() ?? '';

export function isAcceptedVideoFile(
  file: { name: string; type: string },
  accept: VideoUploadAccept = 'video-page',
): boolean {
  const type = mediaType(file);
  if (accept === 'picker') return type.startsWith('video/') && type.length > 'video/'.length;
  if (acceptedTypes.has(type)) return true;
  const extension = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : undefined;
  return extension !== undefined && acceptedExtensions.has(extension);
}

/**
 * Each file's share of one multipart upload, 0–100, from the request's overall percent: the files
 * are sent in order, so the bytes sent fill them one after another.
 */
export function fileProgressFrom(percent: number, sizes: readonly number[]): number[] {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const clamped = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  if (total <= 0) return sizes.map(() => Math.round(clamped));
  let remaining = (clamped / 100) * total;
  return sizes.map((size) => {
    const sent = Math.min(size, Math.max(0, remaining));
    remaining -= size;
    return size <= 0 ? Math.round(clamped) : Math.round((sent / size) * 100);
  });
}
