// Sample clips for stories, docs and the bench: a short voice-over session in the spec's seconds
// form, and N clips spread over a long timeline — all with generated audio (blob: URLs).
import type { TimelineClipInSeconds } from '../headless';
import { speechLikeAudioUrl } from './speech-like-audio';

/** One whole clip of generated speech-like audio, `seconds` long, placed at `startTime`. */
export function speechLikeClip(
  id: string,
  name: string,
  startTime: number,
  seconds: number,
  { seed = 1, pitch, type = 'tts' }: { seed?: number; pitch?: number; type?: 'tts' | 'upload' } = {},
): TimelineClipInSeconds {
  return {
    id,
    type,
    name,
    url: speechLikeAudioUrl({ seconds, seed, pitch }),
    startTime,
    duration: seconds,
    originalStartOffset: 0,
    originalDuration: seconds,
  };
}

export function demoSessionClips(): TimelineClipInSeconds[] {
  const clip = (
    id: string,
    name: string,
    type: 'tts' | 'upload',
    startTime: number,
    seconds: number,
    seed: number,
    pitch: number,
  ) => speechLikeClip(id, name, startTime, seconds, { seed, pitch, type });
  return [
    clip('welcome', 'Welcome to the course', 'tts', 0, 3.2, 11, 150),
    clip('chapter-1', 'Chapter one: getting started', 'tts', 3.6, 5.4, 23, 135),
    clip('music-bed', 'Intro music bed', 'upload', 1.2, 6.5, 37, 220),
    clip('outro', 'Thanks for watching', 'tts', 9.4, 2.6, 41, 160),
  ];
}

/**
 * `count` clips one after another over `totalSeconds` (clip lengths vary around the average),
 * sharing a few generated sources so that decoding stays cheap.
 */
export function demoManyClips(
  count: number,
  totalSeconds: number,
  distinctSources = 8,
): TimelineClipInSeconds[] {
  const slot = totalSeconds / count;
  const sources = Array.from({ length: distinctSources }, (_, index) => {
    const seconds = Math.round(slot * (0.6 + (0.3 * ((index * 7) % 5)) / 4) * 10) / 10;
    return { seconds, url: speechLikeAudioUrl({ seconds, seed: 100 + index, pitch: 120 + index * 12 }) };
  });
  return Array.from({ length: count }, (_, index) => {
    const source = sources[index % sources.length]!;
    return {
      id: `clip-${index + 1}`,
      type: index % 5 === 4 ? ('upload' as const) : ('tts' as const),
      name: `Take ${index + 1}`,
      url: source.url,
      startTime: Math.round(index * slot * 100) / 100,
      duration: source.seconds,
      originalStartOffset: 0,
      originalDuration: source.seconds,
    };
  });
}
