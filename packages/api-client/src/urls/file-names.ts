// File names the product gives downloads (part 1 §7: localized_{originalname}_{language}.mp4).

// eslint-disable-next-line no-control-regex -- control characters are exactly what must be removed
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f]+/g;

/**
 * localized_{originalname}_{language}.mp4. The original name loses its directory and extension
 * ('lecture.mov' → 'lecture', so the result is not 'localized_lecture.mov_es.mp4') and characters that file
 * systems refuse; an empty name becomes 'video'.
 */
export function localizedDownloadFileName(originalName: string, language: string, extension = 'mp4'): string {
  const safeLanguage = language.replace(UNSAFE_IN_FILE_NAMES, '_').trim() || 'unknown';
  return `localized_${videoNameOf(originalName)}_${safeLanguage}.${extension}`;
}

/** Issue 25: the original's subtitles of a localization, '{originalname}_{source language}.srt' (or .vtt). */
export function originalSubtitlesFileName(
  originalName: string,
  language: string,
  extension: 'srt' | 'vtt',
): string {
  const safeLanguage = language.replace(UNSAFE_IN_FILE_NAMES, '_').trim() || 'unknown';
  return `${videoNameOf(originalName)}_${safeLanguage}.${extension}`;
}

/** The name a creator knows a video by: its file name without directory and extension, made safe ('video'). */
export function videoNameOf(originalName: string): string {
  const withoutDirectory = originalName.split(/[\\/]/).pop() ?? '';
  const withoutExtension = withoutDirectory.replace(/\.[^.]*$/, '');
  return withoutExtension.replace(UNSAFE_IN_FILE_NAMES, '_').trim() || 'video';
}

/** The first words of a script, at most `words` of them and 40 characters, '…' when cut ('' for no script). */
export function scriptStartOf(script: string, words = 5): string {
  const all = script.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  let start = all.slice(0, words).join(' ');
  if (start.length > 40) start = start.slice(0, 40).trimEnd();
  return start.length < all.join(' ').length ? `${start.replace(/[.,;:!?]+$/, '')}…` : start;
}

/**
 * Issue 25: a lip-sync result is named as its card reads, '{video name} · {first words of the script}' (the video
 * name alone when no take has text), with the given extension (mp4, srt, vtt).
 */
export function lipsyncDownloadFileName(videoName: string, scriptStart: string, extension = 'mp4'): string {
  const script = scriptStart.replace(UNSAFE_IN_FILE_NAMES, '_').trim();
  return `${videoNameOf(videoName)}${script ? ` · ${script}` : ''}.${extension}`;
}

const recordingTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Issue 26: what a camera or microphone recording is named, 'Recording Nov 27, 2026, 14:05' (local time). */
export function recordingName(date: Date): string {
  return `Recording ${recordingTime.format(date)}`;
}
