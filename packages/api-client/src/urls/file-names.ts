// File names the product gives downloads (part 1 §7: localized_{originalname}_{language}.mp4).

// eslint-disable-next-line no-control-regex -- control characters are exactly what must be removed
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f]+/g;

/**
 * localized_{originalname}_{language}.mp4. The original name loses its directory and extension
 * ('lecture.mov' → 'lecture', so the result is not 'localized_lecture.mov_es.mp4') and characters that file
 * systems refuse; an empty name becomes 'video'.
 */
export function localizedDownloadFileName(originalName: string, language: string): string {
  const withoutDirectory = originalName.split(/[\\/]/).pop() ?? '';
  const withoutExtension = withoutDirectory.replace(/\.[^.]*$/, '');
  const safe = withoutExtension.replace(UNSAFE_IN_FILE_NAMES, '_').trim() || 'video';
  const safeLanguage = language.replace(UNSAFE_IN_FILE_NAMES, '_').trim() || 'unknown';
  return `localized_${safe}_${safeLanguage}.mp4`;
}
