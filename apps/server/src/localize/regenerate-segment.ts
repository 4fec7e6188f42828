// The media work of a segment regeneration (issue 25's dubbing editor): the new translation spoken in the job's
// voice (measured again from the uploaded video, or from the previous result once the upload has expired), its
// silent ends trimmed and fitted into the segment's place in the result (from where it starts to the next segment,
// less a breath, as timing-plan.ts leaves it): sped up at most 1.2×, else refused. The speech is watermarked with
// the job's mark at its place and spliced into the previous result's sound (splice-dub-audio.ts: only the AAC
// frames covering the segment are encoded again); the picture is copied as it is (`-c:v copy`), and the subtitle
// track is written again with the new sentence. Everything goes into the work directory; the runner stores it.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { containerLanguageTag } from '../media/language-tag';
import { probeVideo } from '../media/probe-video';
import { runFfmpeg } from '../media/run-ffmpeg';
import { formatSubtitles, usableCues } from '../media/subtitles/subtitle-files';
import {
  DUB_SAMPLE_RATE,
  DUB_TRACK_HEADER_BYTES,
  spedUpSpeech,
  trimmedSpeech,
  writeDubTrack,
} from './dub-audio';
import { segmentCues, type LocalizedSegment } from './localize-segments';
import type { LocalizeEngines } from './localize-pipeline';
import { markDubTrack } from './mark-dub-track';
import { AAC_FRAME_SAMPLES, spliceDubAudio, type SpliceRange } from './splice-dub-audio';
import { MAX_TEMPO } from './timing-plan';
import { voiceFromVideo } from './voice-from-video';
import { regenerateMessages } from './regenerate-messages';

const BREATH_SECONDS = 0.3;
const MAX_SENTENCE_SECONDS = 120;
const REMUX_TIMEOUT_MS = 10 * 60_000;

/** The regeneration cannot be done (the sentence does not fit, nothing was spoken): fail with this message. */
export class RegenerationRefusal extends Error {}

export interface RegeneratedVideo {
  outputPath: string;
  outputSeconds: number;
  timing: LocalizedSegment[];
  /** The samples of the decoded sound (48 kHz, from the start) that may differ from the previous result. */
  changed: SpliceRange;
}

/** Where segment `index` may speak in the result: from its start to the next one's less a breath. */
export function segmentSlot(
  segments: readonly LocalizedSegment[],
  index: number,
  resultSeconds: number,
): { start: number; usable: number } {
  const segment = segments[index]!;
  const next = segments[index + 1]?.outputStart ?? resultSeconds;
  const slot = Math.max(0, next - segment.outputStart);
  return { start: segment.outputStart, usable: Math.max(0, slot - Math.min(BREATH_SECONDS, slot / 10)) };
}

export async function regenerateSegment(options: {
  jobId: string;
  language: string;
  segments: readonly LocalizedSegment[];
  index: number;
  translation: string;
  previousPath: string;
  /** The uploaded video while it is kept, else null (the voice is measured from the previous result). */
  sourceVideoPath: string | null;
  workDir: string;
  engines: Pick<LocalizeEngines, 'speech' | 'watermark'>;
  progress: (text: string) => Promise<void>;
  signal: AbortSignal;
}): Promise<RegeneratedVideo> {
  const { workDir, engines, signal, segments, index } = options;
  await options.progress(regenerateMessages.preparing);
  const probe = await probeVideo(options.previousPath, signal);
  const segment = segments[index]!;
  const resultSeconds = probe.durationSeconds ?? segments.at(-1)?.outputEnd ?? segment.outputStart;
  const voice = await voiceFromVideo({
    engine: engines.speech,
    videoPath: options.sourceVideoPath ?? options.previousPath,
    voiceId: options.jobId,
    language: options.language,
    workDir,
    signal,
  });

  await options.progress(regenerateMessages.speaking);
  const wavPath = join(workDir, 'sentence.wav');
  await engines.speech.synthesize({
    profile: voice.profile,
    text: options.translation,
    language: options.language,
    outputPath: wavPath,
    referenceClip: voice.referenceClip,
    maxSeconds: MAX_SENTENCE_SECONDS,
    signal,
  });
  let rawPath = join(workDir, 'sentence.raw');
  const speechSeconds = await trimmedSpeech(wavPath, rawPath, signal);
  if (speechSeconds <= 0.02) throw new RegenerationRefusal(regenerateMessages.nothingSpoken);
  const slot = segmentSlot(segments, index, resultSeconds);
  const needed = speechSeconds / Math.max(0.001, slot.usable);
  if (needed > MAX_TEMPO + 0.0005) throw new RegenerationRefusal(regenerateMessages.doesNotFit);
  const tempo = needed > 1.0005 ? needed : 1;
  if (tempo > 1) {
    const fastPath = join(workDir, 'sentence.fast.raw');
    await spedUpSpeech(rawPath, fastPath, tempo, signal);
    rawPath = fastPath;
  }

  await options.progress(regenerateMessages.mixing);
  // The mark runs on from the track's start: the speech is marked where it plays, the rest of the track silent.
  const trackPath = join(workDir, 'dub.wav');
  await writeDubTrack([{ rawPath, start: slot.start }], resultSeconds, trackPath);
  await markDubTrack(engines.watermark, trackPath, { jobId: options.jobId, workDir, signal });
  const speechAt = Math.round(slot.start * DUB_SAMPLE_RATE);
  const spoken = await readFile(rawPath);
  const track = await readFile(trackPath);
  const speech = track.subarray(
    DUB_TRACK_HEADER_BYTES + speechAt * 2,
    DUB_TRACK_HEADER_BYTES + (speechAt + Math.floor(spoken.length / 2)) * 2,
  );
  const outputSeconds = speech.length / 2 / DUB_SAMPLE_RATE;
  const previousEnd = segment.outputEnd ?? segment.outputStart + segment.speechSeconds / (segment.tempo || 1);
  // The previous speech is silenced (to its end and a frame more, its coded sound's tail) and the new one written.
  // The decoded sound so may differ from one AAC frame before the frame where the segment starts to three frames
  // after the later end of the previous and the new speech (never past the segment's place); nowhere else.
  const changedTo = Math.max(
    Math.ceil(previousEnd * DUB_SAMPLE_RATE) + AAC_FRAME_SAMPLES,
    speechAt + Math.floor(speech.length / 2),
  );
  const audioPath = join(workDir, 'sound.aac');
  const changed = await spliceDubAudio({
    previousPath: options.previousPath,
    changedFrom: speechAt,
    changedTo: Math.min(changedTo, Math.round((slot.start + slot.usable) * DUB_SAMPLE_RATE)),
    speech,
    speechAt,
    outputPath: audioPath,
    workDir,
    signal,
  });

  const timing = segments.map((item, at): LocalizedSegment =>
    at === index
      ? {
          ...item,
          translation: options.translation,
          speechSeconds: Math.round(speechSeconds * 1000) / 1000,
          tempo: Math.round(tempo * 100_000) / 100_000,
          outputEnd: Math.round((slot.start + outputSeconds) * 1000) / 1000,
        }
      : item,
  );
  const outputPath = join(workDir, 'regenerated.mp4');
  await remuxWithSound({
    previousPath: options.previousPath,
    audioPath,
    timing,
    language: options.language,
    outputPath,
    workDir,
    signal,
  });
  return { outputPath, outputSeconds: resultSeconds, timing, changed };
}

/** The previous result's picture copied, the spliced sound, the subtitle track written again from `timing`. */
async function remuxWithSound(options: {
  previousPath: string;
  audioPath: string;
  timing: readonly LocalizedSegment[];
  language: string;
  outputPath: string;
  workDir: string;
  signal: AbortSignal;
}): Promise<void> {
  const cues = usableCues(segmentCues(options.timing, 'translated'));
  const srtPath = join(options.workDir, 'translated.srt');
  if (cues.length > 0) await writeFile(srtPath, formatSubtitles(cues, 'srt'), { mode: 0o600 });
  const tag = containerLanguageTag(options.language);
  // ADTS carries no encoder delay: the first (priming) frame is moved before zero, as the MP4 had it.
  const priming = (AAC_FRAME_SAMPLES / DUB_SAMPLE_RATE).toFixed(9);
  await runFfmpeg(
    [
      ...['-i', options.previousPath, '-itsoffset', `-${priming}`, '-i', options.audioPath],
      ...(cues.length > 0 ? ['-i', srtPath] : []),
      ...['-map', '0:v:0', '-c:v', 'copy', '-map', '1:a:0', '-c:a', 'copy'],
      ...(cues.length > 0 ? ['-map', '2:0', '-c:s', 'mov_text', '-metadata:s:s:0', `language=${tag}`] : []),
      ...['-metadata:s:a:0', `language=${tag}`, '-map_metadata', '-1', '-dn'],
      ...['-movflags', '+faststart', '-f', 'mp4', options.outputPath],
    ],
    { signal: options.signal, timeoutMs: REMUX_TIMEOUT_MS },
  );
}
