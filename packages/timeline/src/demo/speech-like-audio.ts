// Speech-like audio synthesised in plain JavaScript — syllable bursts of a few harmonics under an
// envelope, with pauses between words — encoded as a 16-bit WAV. For stories, docs, tests and the
// bench: no network, no files, synchronous, and the same seed always gives the same audio.
import { encodeWav16 } from '../audio/wav-format';

export interface SpeechLikeAudioOptions {
  seconds: number;
  /** Base pitch in Hz (default 140). */
  pitch?: number;
  seed?: number;
  /** Default 22,050 Hz: small files; the timeline resamples to 44,100 Hz when decoding. */
  sampleRate?: number;
}

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function synthesizeSpeechLike({
  seconds,
  pitch = 140,
  seed = 1,
  sampleRate = 22_050,
}: SpeechLikeAudioOptions): Float32Array {
  const samples = new Float32Array(Math.max(1, Math.round(seconds * sampleRate)));
  const next = random(seed);
  let time = 0.04;
  while (time < seconds - 0.08) {
    const length = 0.08 + next() * 0.2;
    const peak = 0.3 + next() * 0.55;
    const syllablePitch = pitch * (0.85 + next() * 0.35);
    const from = Math.round(time * sampleRate);
    const to = Math.min(samples.length, Math.round((time + length) * sampleRate));
    for (let index = from; index < to; index += 1) {
      const progress = (index - from) / (to - from);
      const envelope = peak * Math.sin(Math.PI * progress) ** 0.7;
      const phase = (2 * Math.PI * syllablePitch * index) / sampleRate;
      samples[index] =
        envelope *
        (0.55 * Math.sin(phase) +
          0.25 * Math.sin(2 * phase) +
          0.12 * Math.sin(3 * phase) +
          0.05 * Math.sin(5 * phase));
    }
    time += length + (next() < 0.22 ? 0.12 + next() * 0.3 : 0.015);
  }
  return samples;
}

/** A WAV file (bytes) of speech-like audio. */
export function speechLikeWav(options: SpeechLikeAudioOptions): ArrayBuffer {
  return encodeWav16([synthesizeSpeechLike(options)], options.sampleRate ?? 22_050);
}

const urls = new Map<string, string>();

/** A blob: URL of a speech-like WAV, made once per distinct option set and kept for the page's life. */
export function speechLikeAudioUrl(options: SpeechLikeAudioOptions): string {
  const key = JSON.stringify(options);
  let url = urls.get(key);
  if (!url) {
    url = URL.createObjectURL(new Blob([speechLikeWav(options)], { type: 'audio/wav' }));
    urls.set(key, url);
  }
  return url;
}
