// Test support for subtitles (issue 25), in the server's tests and the journeys (@twin/server/testing/subtitle-probe):
// a small SRT and WebVTT parser (written for the tests, strict enough to fail on a malformed file or a cue that ends
// before it starts), and what ffprobe/ffmpeg read of an MP4's subtitle track (codec, language tag, its cues).
import { ffmpegOutput, ffprobeJson } from '../../run-ffmpeg';
import type { SubtitleCue } from '../subtitle-files';

const TIME = /^(\d{2,}):(\d{2}):(\d{2})([,.])(\d{3})$/;

function seconds(text: string, separator: ',' | '.'): number {
  const match = TIME.exec(text.trim());
  if (!match || match[4] !== separator)
    throw new Error(`not a ${separator === ',' ? 'SRT' : 'WebVTT'} time: ${text}`);
  return (
    ((Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3])) * 1000 + Number(match[5])) / 1000
  );
}

function cueOf(lines: string[], separator: ',' | '.'): SubtitleCue {
  const [from, to, ...rest] = lines[0]!.split(/\s+-->\s+|\s+/);
  if (rest.length > 0 || !from || !to) throw new Error(`not a cue timing line: ${lines[0]}`);
  const text = lines.slice(1).join('\n');
  if (!text.trim()) throw new Error(`a cue without text at ${lines[0]}`);
  const cue = { start: seconds(from, separator), end: seconds(to, separator), text };
  if (!(cue.end > cue.start)) throw new Error(`a cue that ends before it starts at ${lines[0]}`);
  return cue;
}

export function parseSrt(text: string): SubtitleCue[] {
  const blocks = text
    .replace(/\r\n/g, '\n')
    .trim()
    .split(/\n{2,}/);
  return blocks.map((block, index) => {
    const lines = block.split('\n');
    if (lines[0] !== String(index + 1)) throw new Error(`SRT cue ${index + 1} is numbered ${lines[0]}`);
    return cueOf(lines.slice(1), ',');
  });
}

export function parseVtt(text: string): SubtitleCue[] {
  const blocks = text
    .replace(/\r\n/g, '\n')
    .trim()
    .split(/\n{2,}/);
  if (blocks[0]?.split('\n')[0]?.startsWith('WEBVTT') !== true) throw new Error('no WEBVTT header');
  return blocks.slice(1).map((block) => {
    const lines = block.split('\n');
    // A cue may carry an identifier line before its timing.
    return cueOf(lines[0]!.includes('-->') ? lines : lines.slice(1), '.');
  });
}

/** The first subtitle stream's codec and language tag, or null when the file has none. */
export async function subtitleStream(path: string): Promise<{ codec: string; language: string } | null> {
  const { streams } = await ffprobeJson<{ streams: { codec_name: string; tags?: { language?: string } }[] }>([
    ...['-select_streams', 's', '-show_entries', 'stream=codec_name:stream_tags=language', path],
  ]);
  const stream = streams[0];
  return stream ? { codec: stream.codec_name, language: stream.tags?.language ?? '' } : null;
}

/** The cues of the file's first subtitle track, as ffmpeg reads them back. */
export async function embeddedCues(path: string): Promise<SubtitleCue[]> {
  const srt = await ffmpegOutput(['-i', path, '-map', '0:s:0', '-f', 'srt', 'pipe:1']);
  return parseSrt(srt.toString('utf8'));
}
