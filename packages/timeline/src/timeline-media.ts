// The media side of one timeline: decoded audio per URL, waveform peaks, the player. Created by
// useTimeline for each timeline instance and disposed with it.
import { AudioBufferCache, type FetchAudio } from './audio/audio-buffers';
import { PeaksStore } from './audio/peaks-store';
import { TimelinePlayer } from './audio/timeline-player';

export interface TimelineMedia {
  buffers: AudioBufferCache;
  peaks: PeaksStore;
  player: TimelinePlayer;
  dispose(): void;
}

export function createTimelineMedia(
  onLoadError?: (url: string, error: unknown) => void,
  fetchAudio?: FetchAudio,
): TimelineMedia {
  const buffers = new AudioBufferCache(fetchAudio);
  const peaks = new PeaksStore(buffers);
  const player = new TimelinePlayer(buffers, onLoadError);
  return {
    buffers,
    peaks,
    player,
    dispose() {
      player.dispose();
      peaks.dispose();
    },
  };
}
