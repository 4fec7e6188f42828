// The clone machines' `probeAudioDuration` actor: reads a chosen file's duration from an <audio>
// element's metadata (no upload, no ffprobe). The machines give up after their 5-second
// `metadataTimeout` (spec part 2 §9) and stop this actor, which then frees the element.
import { fromPromise } from 'xstate';
import type { ProbeAudioInput } from '@twin/machines/shared';

export function readAudioDuration(file: Blob, signal?: AbortSignal): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const audio = document.createElement('audio');
    audio.preload = 'metadata';
    audio.muted = true;
    let settled = false;

    // `outcome` must not read the element: emptying it below resets its duration to NaN.
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      audio.onloadedmetadata = null;
      audio.ondurationchange = null;
      audio.onerror = null;
      audio.removeAttribute('src');
      audio.load();
      URL.revokeObjectURL(url);
      outcome();
    };

    audio.onloadedmetadata = () => {
      const seconds = audio.duration;
      if (Number.isFinite(seconds)) {
        finish(() => resolve(seconds));
        return;
      }
      // Recorded WebM has no duration in its header: seeking to the end makes the browser find it.
      audio.ondurationchange = () => {
        const found = audio.duration;
        if (Number.isFinite(found)) finish(() => resolve(found));
      };
      audio.currentTime = Number.MAX_SAFE_INTEGER;
    };
    audio.onerror = () => finish(() => reject(new Error('The audio file could not be read.')));
    signal?.addEventListener('abort', () => finish(() => reject(signal.reason)), { once: true });
    audio.src = url;
  });
}

export const probeAudioDuration = fromPromise<number, ProbeAudioInput>(({ input, signal }) =>
  readAudioDuration(input.file, signal),
);
