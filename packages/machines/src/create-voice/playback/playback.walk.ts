// Sample events for walking the playback graph: clicks on two items, the end of the sound and a
// failure. The double-click window's timer and playback.stop are tried bare.
import type { MachineWalk } from '../../testing/reachable-states';
import type { PlaybackEvent, PlaybackMachine } from './playback.machine';

export const playbackMachineWalk: MachineWalk<PlaybackMachine> = {
  events: [
    { type: 'playback.toggle', itemId: 'recording', src: 'blob:recording' },
    { type: 'playback.toggle', itemId: 'clip-1', src: '/api/tts/reference-clips/clip-1/audio' },
    { type: 'audio.ended' },
    { type: 'audio.failed', error: new Error('NotSupportedError') },
  ] satisfies PlaybackEvent[],
};
