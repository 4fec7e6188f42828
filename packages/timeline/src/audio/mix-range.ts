// The export's mix without Web Audio: a range of timeline samples of every clip summed into two
// float channels at 44,100 Hz, exactly what an OfflineAudioContext renders for sources at the
// context's rate that start on whole samples (mono sources go to both channels, as Web Audio's
// "speakers" up-mix does; stereo ones channel by channel), in a plain loop that is several times
// faster. No DOM: the sources are given as their channels' samples.
import { clipEndSample, type TimelineClip } from '../headless';

/** A source's decoded samples, one array per channel (one or two channels). */
export type SourceChannels = readonly Float32Array[];

/** Whether mixRange can mix these sources (one or two channels each). */
export function canMixInPlainCode(sources: readonly SourceChannels[]): boolean {
  return sources.every((channels) => channels.length === 1 || channels.length === 2);
}

/**
 * Timeline samples [from, to) of the mix, left and right. `sources[index]` is the audio of
 * `clips[index]`; a clip plays its source from its offset for its length, or until the source ends.
 */
export function mixRange(
  clips: readonly TimelineClip[],
  sources: readonly SourceChannels[],
  from: number,
  to: number,
): [Float32Array<ArrayBuffer>, Float32Array<ArrayBuffer>] {
  const length = Math.max(1, to - from);
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  clips.forEach((clip, index) => {
    const channels = sources[index]!;
    const first = Math.max(from, clip.startSample);
    const sourceFirst = clip.sourceOffsetSamples + (first - clip.startSample);
    const sourceLength = channels[0]?.length ?? 0;
    const end = Math.min(to, clipEndSample(clip), clip.startSample + sourceLength - clip.sourceOffsetSamples);
    if (end <= first || sourceFirst < 0) return;
    const count = end - first;
    const at = first - from;
    const sourceLeft = channels[0]!;
    const sourceRight = channels[1] ?? sourceLeft;
    for (let offset = 0; offset < count; offset += 1) {
      left[at + offset]! += sourceLeft[sourceFirst + offset]!;
      right[at + offset]! += sourceRight[sourceFirst + offset]!;
    }
  });
  return [left, right];
}
