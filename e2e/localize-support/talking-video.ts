// A "talking" video for the /localize journeys: the server's localize fixture (English sentences spoken by espeak-ng
// with 2 s pauses, over ffmpeg's testsrc2 picture, an H.264/AAC MP4, cached per machine) copied under a user's file
// name; where speech starts in a file, measured as the server's localize tests measure it; and ffprobe's durations of
// a file's audio and video streams, to measure what the page downloads.
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ffprobeJson } from '@twin/server/testing/media-tools';
import {
  lessonSentences as serverLessonSentences,
  measuredSpeechRuns,
  talkingVideo,
} from '@twin/server/testing/talking-video';

/** The first three of the server's lesson sentences: apertium translates them to Spanish cleanly, without commas. */
export const lessonSentences = serverLessonSentences.slice(0, 3);

/** The talking video of `sentences`, as `<dir>/<name>.mp4` (a download keeps the name without its extension). */
export async function makeTalkingVideo(
  dir: string,
  name: string,
  sentences: readonly string[] = lessonSentences,
): Promise<string> {
  const video = join(dir, `${name}.mp4`);
  await copyFile((await talkingVideo(sentences)).path, video);
  return video;
}

/** The audio and video streams' durations (seconds; NaN for a stream the file lacks) and the audio's codec. */
export async function streamDurations(
  path: string,
): Promise<{ audio: number; video: number; audioCodec: string | null }> {
  const { streams } = await ffprobeJson<{
    streams: { codec_type: string; codec_name: string; duration?: string }[];
  }>(['-show_entries', 'stream=codec_type,codec_name,duration', path]);
  const of = (type: string) => streams.find((stream) => stream.codec_type === type);
  return {
    audio: Number(of('audio')?.duration),
    video: Number(of('video')?.duration),
    audioCodec: of('audio')?.codec_name ?? null,
  };
}

/** Where speech starts in a file's sound (seconds): ffmpeg silencedetect, 0.25 s under -35 dB is a pause. */
export async function speechStarts(path: string): Promise<number[]> {
  return (await measuredSpeechRuns(path)).map((run) => run.start);
}
