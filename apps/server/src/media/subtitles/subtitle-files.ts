// Subtitle cues written as SRT or WebVTT text (issue 25): the downloads of localization and lip-sync results, and
// the SRT that ffmpeg turns into an MP4's mov_text track. Times in seconds, written to the millisecond.

/** One caption: shown from `start` to `end` (seconds). */
export interface SubtitleCue {
  start: number;
  end: number;
  text: string;
}

export type SubtitleFormat = 'srt' | 'vtt';

function timestamp(seconds: number, separator: ',' | '.'): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const secs = Math.floor(ms / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}${separator}${pad(ms % 1000, 3)}`;
}

/** A cue's text on its own lines: no blank line inside (it would end the cue), no '-->' (it would start one). */
function cueText(text: string): string {
  return text
    .replace(/-->/g, '->')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** The cues with text, in order of start, each at least 1 ms long. */
export function usableCues(cues: readonly SubtitleCue[]): SubtitleCue[] {
  return cues
    .map((cue) => ({ start: cue.start, end: Math.max(cue.end, cue.start + 0.001), text: cueText(cue.text) }))
    .filter((cue) => cue.text.length > 0)
    .sort((a, b) => a.start - b.start);
}

export function formatSubtitles(cues: readonly SubtitleCue[], format: SubtitleFormat): string {
  const separator = format === 'srt' ? ',' : '.';
  const blocks = usableCues(cues).map((cue, index) => {
    const times = `${timestamp(cue.start, separator)} --> ${timestamp(cue.end, separator)}`;
    return format === 'srt' ? `${index + 1}\n${times}\n${cue.text}` : `${times}\n${cue.text}`;
  });
  const body = blocks.map((block) => `${block}\n`).join('\n');
  return format === 'srt' ? body : `WEBVTT\n\n${body}`;
}

export const subtitleContentTypes: Record<SubtitleFormat, string> = {
  srt: 'application/x-subrip; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
};
