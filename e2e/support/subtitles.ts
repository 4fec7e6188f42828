// Subtitles as the journeys check them (issue 25): SRT and WebVTT text parsed into cues (each must be well formed, or
// the parse throws), and a video's soft subtitle track read with ffprobe and ffmpeg (codec, language tag, its cues).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Cue {
  start: number;
  end: number;
  text: string;
}

const time = /(?:(\d+):)?(\d\d):(\d\d)[,.](\d{3})/;

function seconds(stamp: string): number {
  const match = time.exec(stamp);
  if (!match) throw new Error(`not a cue time: ${stamp}`);
  const [, hours = '0', minutes, secs, millis] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

/** The cues of an SRT or WebVTT text; throws on a block that is not a well-formed cue. */
export function parseCues(text: string, format: 'srt' | 'vtt'): Cue[] {
  const blocks = text
    .replace(/\r/g, '')
    .trim()
    .split(/\n{2,}/);
  if (format === 'vtt') {
    if (!blocks[0]?.startsWith('WEBVTT')) throw new Error('a WebVTT file starts with WEBVTT');
    blocks.shift();
  }
  return blocks.map((block) => {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0 || (format === 'srt' && !/^\d+$/.test(lines[0] ?? '')))
      throw new Error(`bad cue: ${block}`);
    const [from, to] = lines[timing]!.split('-->').map((part) => part.trim());
    const cue = { start: seconds(from!), end: seconds(to!), text: lines.slice(timing + 1).join('\n') };
    if (!(cue.end > cue.start) || cue.text.trim() === '') throw new Error(`bad cue: ${block}`);
    return cue;
  });
}

/** The video's first subtitle track: its codec, language tag and cues (converted to SRT by ffmpeg). */
export async function subtitleTrack(path: string): Promise<{ codec: string; language: string; cues: Cue[] }> {
  const { stdout: probed } = await run('ffprobe', [
    ...['-v', 'error', '-select_streams', 's:0', '-show_entries', 'stream=codec_name:stream_tags=language'],
    ...['-of', 'json', path],
  ]);
  const stream = (JSON.parse(probed) as { streams: { codec_name: string; tags?: { language?: string } }[] })
    .streams[0];
  if (!stream) throw new Error(`${path} has no subtitle track`);
  const { stdout: srt } = await run('ffmpeg', ['-v', 'error', '-i', path, '-map', '0:s:0', '-f', 'srt', '-']);
  return { codec: stream.codec_name, language: stream.tags?.language ?? '', cues: parseCues(srt, 'srt') };
}
