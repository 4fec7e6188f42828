// Sample input and events for walking the timeline machine's graph (story coverage, model-based
// test): two clips, a drag and its drop, play and pause, export succeeding and failing, dismiss.
// Only these events are tried, so the walk stays finite (zoom, cursor and volume would multiply
// the contexts without reaching new states).
import { actorDone, actorFailed } from '../testing/actor-events';
import type { MachineWalk } from '../testing/reachable-states';
import {
  timelineSampleRate,
  type TimelineClip,
  type TimelineEvent,
  type TimelineMachine,
} from '@twin/timeline/headless';

const second = timelineSampleRate;

export const timelineWalkClips: readonly TimelineClip[] = [
  {
    id: 'intro',
    type: 'tts',
    url: 'audio/intro.wav',
    name: 'Intro',
    startSample: 0,
    lengthSamples: 3 * second,
    sourceOffsetSamples: 0,
    sourceLengthSamples: 3 * second,
  },
  {
    id: 'voice-over',
    type: 'upload',
    url: 'audio/voice-over.wav',
    name: 'Voice over',
    startSample: 4 * second,
    lengthSamples: 4 * second,
    sourceOffsetSamples: 0,
    sourceLengthSamples: 4 * second,
  },
];

const userEvents: TimelineEvent[] = [
  { type: 'clip.move.preview', clipId: 'intro', startSample: 1.5 * second },
  { type: 'clip.move.commit', clipId: 'intro', startSample: 1.5 * second },
  { type: 'clip.move.cancel' },
  { type: 'playback.play' },
  { type: 'playback.pause', atSample: 2 * second },
  { type: 'export.start' },
  { type: 'error.dismiss' },
];

const walkedTypes = new Set<string>(userEvents.map((event) => event.type));

export const timelineMachineWalk: MachineWalk<TimelineMachine> = {
  inputs: [{ clips: timelineWalkClips }],
  events: [
    ...userEvents,
    actorDone('exportAudio', { fileName: 'timeline-audio.wav', totalSamples: 8 * second, audio: null }),
    actorFailed('exportAudio', new Error('Could not load audio/intro.wav')),
  ],
  filterEvents: (_, event) => walkedTypes.has(event.type) || event.type.startsWith('xstate.'),
};
