// The library's data as the machine sees it (spec part 1 §3 "Video job", part 2 §3 "Job"): job rows
// as the two lists answer them, tagged with their type on the client, and the machine's context,
// events and the inputs of the actors the app provides. Shapes only; the app maps the api's answers.

export const libraryJobTypes = ['lipsync', 'localization'] as const;
export type LibraryJobType = (typeof libraryJobTypes)[number];

/** pending and processing are re-fetched every 5 s; completed, failed and canceled (ours: a stopped localization) are final. */
export type LibraryJobStatus = 'pending' | 'processing' | 'completed' | 'failed' | 'canceled';

/** One row of GET /api/videos/lipsync or GET /api/localization/jobs, as the app hands it over. */
export interface LibraryJobRecord {
  id: string;
  status: LibraryJobStatus;
  /**
   * The result as a media link of the server (a stream path with its own token), null until
   * completed. The view plays it through the app's media URL helper.
   */
  result_video_path: string | null;
  /** ISO 8601. */
  created_at: string;
  /** Why a failed job failed (ours), if the server said. */
  error_message?: string | null;
  /** The file name a download gets (the app names it; e.g. localized_{originalname}_{language}.mp4). */
  download_name?: string;
  /** How far a running job is, 0–100 (ours), when the server says. */
  progress_percent?: number | null;
  /** Ours (issue 25): about how many seconds a running localization still needs, when the server can tell. */
  seconds_left?: number | null;
  /** Why the lips could not follow (ours): the result keeps the video's own mouth. */
  face_note?: string | null;
  /** A media link to a poster frame for the card (ours): the result's, or the source video's before. */
  poster_url?: string | null;
  /** Ours (issue 25): the readable title the app made ('<video name> → Spanish'); the spec's line otherwise. */
  title?: string | null;
  /** Ours (issue 25): the language shown as a badge (a localization's target, by name). */
  language?: string | null;
  /** Ours (issue 25): the subtitle files a completed job offers, each a media link and its download name. */
  subtitle_downloads?: LibrarySubtitleDownload[];
}

export interface LibrarySubtitleDownload {
  format: 'srt' | 'vtt';
  track: 'translated' | 'original';
  /** A media link of the server (its format and track in the query); the view resolves it like the video's. */
  url: string;
  file_name: string;
}

/** A job in the library: a record tagged with the list it came from. */
export interface LibraryJob extends LibraryJobRecord {
  job_type: LibraryJobType;
}

export interface LibraryContext {
  /** Every job, newest first. */
  jobs: LibraryJob[];
  /** How many of `jobs` are shown (4 at first, +4 per load). */
  visibleCount: number;
  /** The lists the current fetch still waits for. */
  awaiting: Record<LibraryJobType, boolean>;
}

export type LibraryEvent =
  /** 'Refresh Jobs'. */
  | { type: 'jobs.refresh' }
  /** 'Load More Videos (N remaining)'. */
  | { type: 'list.loadMore' }
  /** The view saw the page scrolled within 200 px of its bottom. */
  | { type: 'list.nearBottom' };
