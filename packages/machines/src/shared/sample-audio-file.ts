// Builds a named Blob of a stated size without allocating it, for walks, stories and tests that
// need files "of 250MB" or "of type video/mp4". Never used with real user files.
import type { AudioFile } from './audio-sample';

export function sampleAudioFile(name: string, type: string, size: number): AudioFile {
  const blob = new Blob([], { type });
  Object.defineProperty(blob, 'size', { value: size });
  return Object.assign(blob, { name });
}
