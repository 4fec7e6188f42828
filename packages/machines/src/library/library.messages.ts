// The library page's texts (spec part 1 §2 Library, word for word where the spec quotes them; the
// empty state's hint is ours, as the spec only describes it).
import { timeLeftInWords } from '../shared/duration-text';
import type { LibraryJob } from './library.types';

export const libraryMessages = {
  title: 'Video Library',
  refresh: 'Refresh Jobs',
  refreshing: 'Refreshing...',
  empty: 'No video jobs yet',
  emptyHint:
    'Create lipsync videos from the Text-to-Speech page, or localization videos from the Localize page.',
  loadMore: (remaining: number) => `Load More Videos (${remaining} remaining)`,
  /** Ours: shown while more cards are on their way. */
  loadingMore: 'Loading more videos...',
  /** The spec's card line: 'job type - status' (the card's title when the job has no readable one). */
  jobTitle: (job: Pick<LibraryJob, 'job_type' | 'status'>) => `${job.job_type} - ${job.status}`,
  /** Ours (issue 25): a localization's readable title, '<video name> → Spanish'. */
  localizationTitle: (videoName: string, languageName: string) => `${videoName} → ${languageName}`,
  /** Ours (issue 25): a lip-sync's readable title, '<video name> · <first words of the script>'. */
  lipsyncTitle: (videoName: string, scriptStart: string) =>
    scriptStart ? `${videoName} · ${scriptStart}` : videoName,
  /** Ours (issue 25): the subtitle downloads a completed card offers. */
  subtitles: 'Subtitles',
  subtitleDownload: (format: 'srt' | 'vtt', track: 'translated' | 'original') =>
    `${track === 'original' ? 'Original ' : ''}${format === 'srt' ? 'SRT' : 'WebVTT'}`,
  /** Ours (issue 25): a localization the creator stopped. */
  canceled: 'Canceled — your credits for the unfinished part are back.',
  /** Ours: a failed job without a message of its own. */
  failedWithoutMessage: 'The job failed.',
  /** Ours: how far a running job is, on its card. */
  percentDone: (percent: number) => `${percent}%`,
  /** Ours (issue 25): a running localization's estimate, 'About 2 minutes left'. */
  timeLeft: timeLeftInWords,
  progressLabel: (title: string) => `${title}: progress`,
} as const;
