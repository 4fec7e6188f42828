// The dubbed track's audio work with ffmpeg: each synthesized sentence is decoded to mono 48 kHz PCM with the silence
// at its ends trimmed (so its length is its speech and its start is where the voice begins), sped up with atempo when
// the timing plan says so, and the track is written as one WAV as long as the result: silence, then each sentence at
// its start, one after the other, streamed to disk (a 30-minute track never sits in memory).
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { readFile, stat } from 'node:fs/promises';
import { encodeWav } from '../media/analysis/pcm-wav';
import { mediaTools } from '../media/media-tools';
import { runProcess } from '../media/run-process';

export const DUB_SAMPLE_RATE = 48_000;
/** The track's WAV header: the plain 44 bytes (RIFF, fmt, data), the samples right after. */
export const DUB_TRACK_HEADER_BYTES = 44;
const BYTES_PER_SECOND = DUB_SAMPLE_RATE * 2;
/** One sentence's ffmpeg run at most. */
const SENTENCE_FFMPEG_TIMEOUT_MS = 2 * 60_000;
const TRIM =
  'silenceremove=start_periods=1:start_threshold=-50dB:start_silence=0.02,areverse,' +
  'silenceremove=start_periods=1:start_threshold=-50dB:start_silence=0.02,areverse';

export class DubAudioError extends Error {}

async function ffmpeg(args: string[], signal?: AbortSignal): Promise<void> {
  const result = await runProcess(mediaTools.ffmpeg, ['-nostdin', '-v', 'error', '-y', ...args], {
    timeoutMs: SENTENCE_FFMPEG_TIMEOUT_MS,
    signal,
  });
  if (result.exitCode !== 0) throw new DubAudioError(`ffmpeg failed: ${result.stderr.trim().slice(-500)}`);
}

/** Decodes `wavPath` to raw mono 48 kHz s16le at `rawPath` with its silent ends trimmed; returns its seconds. */
export async function trimmedSpeech(wavPath: string, rawPath: string, signal?: AbortSignal): Promise<number> {
  await ffmpeg(
    ['-i', wavPath, '-map', '0:a:0', '-af', `aresample=${DUB_SAMPLE_RATE},${TRIM}`, '-ac', '1'].concat([
      '-ar',
      String(DUB_SAMPLE_RATE),
      '-f',
      's16le',
      '-c:a',
      'pcm_s16le',
      rawPath,
    ]),
    signal,
  );
  return (await stat(rawPath)).size / BYTES_PER_SECOND;
}

/** Speeds raw speech up by `tempo` (1 < tempo ≤ 2) into `outPath`, pitch kept (atempo). */
export async function spedUpSpeech(
  rawPath: string,
  outPath: string,
  tempo: number,
  signal?: AbortSignal,
): Promise<void> {
  await ffmpeg(
    ['-f', 's16le', '-ar', String(DUB_SAMPLE_RATE), '-ac', '1', '-i', rawPath].concat([
      '-af',
      `atempo=${tempo.toFixed(5)}`,
      '-f',
      's16le',
      '-c:a',
      'pcm_s16le',
      outPath,
    ]),
    signal,
  );
}

export interface TrackPiece {
  /** Raw mono 48 kHz s16le speech. */
  rawPath: string;
  /** Seconds from the track's start. */
  start: number;
}

/** Writes the WAV: `seconds` long, each piece from its start (a piece that would overlap the one before waits). */
export async function writeDubTrack(
  pieces: readonly TrackPiece[],
  seconds: number,
  outPath: string,
): Promise<void> {
  const totalSamples = Math.round(seconds * DUB_SAMPLE_RATE);
  const header = encodeWav(new Int16Array(0), DUB_SAMPLE_RATE);
  header.writeUInt32LE(36 + totalSamples * 2, 4);
  header.writeUInt32LE(totalSamples * 2, 40);
  const out = createWriteStream(outPath, { mode: 0o600 });
  const write = async (chunk: Buffer) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  const silence = async (samples: number) => {
    const block = Buffer.alloc(Math.min(samples, DUB_SAMPLE_RATE) * 2);
    for (let left = samples; left > 0; left -= block.length / 2) {
      await write(left * 2 >= block.length ? block : block.subarray(0, left * 2));
    }
  };
  try {
    await write(header);
    let written = 0;
    for (const piece of [...pieces].sort((a, b) => a.start - b.start)) {
      const at = Math.round(piece.start * DUB_SAMPLE_RATE);
      if (at > written) {
        await silence(Math.min(at, totalSamples) - written);
        written = Math.min(at, totalSamples);
      }
      const speech = await readFile(piece.rawPath);
      const samples = Math.min(Math.floor(speech.length / 2), totalSamples - written);
      if (samples > 0) await write(speech.subarray(0, samples * 2));
      written += Math.max(0, samples);
    }
    if (written < totalSamples) await silence(totalSamples - written);
  } finally {
    out.end();
    await once(out, 'close').catch(() => undefined);
  }
}
