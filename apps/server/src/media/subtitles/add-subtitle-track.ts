// Adds a soft subtitle track to an MP4 (issue 25): the cues as mov_text, tagged with their language (ISO 639-2, as
// MP4 stores it), which players list in their subtitle menu and can switch off. Picture and sound are copied as they
// are (no re-encoding), moov first (+faststart). Without a cue the video is left as it is.
import { rename, writeFile } from 'node:fs/promises';
import { containerLanguageTag } from '../language-tag';
import { runFfmpeg } from '../run-ffmpeg';
import { formatSubtitles, usableCues, type SubtitleCue } from './subtitle-files';

/** Rewrites `videoPath` in place with the track; `workPath` is a free path prefix in the same folder. */
export async function addSubtitleTrack(options: {
  videoPath: string;
  cues: readonly SubtitleCue[];
  /** ISO 639-1 ('es'), or anything else for 'und'. */
  language: string;
  workPath: string;
  signal?: AbortSignal;
}): Promise<boolean> {
  const cues = usableCues(options.cues);
  if (cues.length === 0) return false;
  const srtPath = `${options.workPath}.srt`;
  const outputPath = `${options.workPath}.mp4`;
  await writeFile(srtPath, formatSubtitles(cues, 'srt'), { mode: 0o600 });
  await runFfmpeg(
    [
      ...['-i', options.videoPath, '-i', srtPath],
      ...['-map', '0:v?', '-map', '0:a?', '-map', '1:0', '-c:v', 'copy', '-c:a', 'copy', '-c:s', 'mov_text'],
      ...['-metadata:s:s:0', `language=${containerLanguageTag(options.language)}`],
      ...['-movflags', '+faststart', '-f', 'mp4', outputPath],
    ],
    { signal: options.signal, timeoutMs: 10 * 60_000 },
  );
  await rename(outputPath, options.videoPath);
  return true;
}
