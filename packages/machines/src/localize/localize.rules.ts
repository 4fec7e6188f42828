// The wizard's pure rules (spec part 1 §3, §5): which files it takes (any video file), which
// languages the target picker offers (every localization language but the source), and whether a
// transcription may be localized (non-empty after trimming; with rows, each row and reviewed translation).
import { isAcceptedVideoFile } from '../video/video-upload/video-upload.rules';
import { rowsAreLocalizable } from './localize.segments';
import type { LocalizeContext, LocalizeLanguage } from './localize.types';

/** The file picker's accept list: any video. */
export const localizeFileAccept = 'video/*';

export function isLocalizableVideo(file: { name: string; type: string }): boolean {
  return isAcceptedVideoFile(file, 'picker');
}

/** The target picker's list: every language except the source (none while the source is 'auto'). */
export function targetLanguagesOf(
  languages: readonly LocalizeLanguage[],
  sourceLanguage: string,
): LocalizeLanguage[] {
  return languages.filter((language) => language.code !== sourceLanguage);
}

/** The picker's search: by name, or by the exact code. */
export function matchLanguages(languages: readonly LocalizeLanguage[], query: string): LocalizeLanguage[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [...languages];
  return languages.filter(
    (language) => language.name.toLowerCase().includes(wanted) || language.code.toLowerCase() === wanted,
  );
}

export function hasLocalizableText(text: string): boolean {
  return text.trim() !== '';
}

/**
 * Whether 'Localize Video' may create the job: text to speak; with rows, every row has words; after a review, every
 * translation too (the server speaks them as they are).
 */
export function isReadyToLocalize(
  context: Pick<LocalizeContext, 'transcription' | 'segments' | 'translations'>,
): boolean {
  if (context.segments.length === 0) return hasLocalizableText(context.transcription);
  if (!rowsAreLocalizable(context.segments)) return false;
  return context.translations === null || context.translations.every((text) => hasLocalizableText(text));
}
