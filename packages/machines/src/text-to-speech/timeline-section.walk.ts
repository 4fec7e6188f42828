// Sample events for walking the timeline section's graph: an upload of one file that the server
// keeps or refuses (or that fails outright), and Dismiss; the notice's timer goes bare.
import { sampleAudioFile } from '../shared/sample-audio-file';
import { actorDone, actorFailed } from '../testing/actor-events';
import type { MachineWalk } from '../testing/reachable-states';
import type { TimelineSectionMachine, UploadedTimelineClip } from './timeline-section.machine';

const kept: UploadedTimelineClip = {
  id: 'clip-1',
  type: 'upload',
  url: '/api/audio/clip-1',
  name: 'talk.mp3',
  duration: 3,
};

export const timelineSectionMachineWalk: MachineWalk<TimelineSectionMachine> = {
  events: [
    { type: 'upload.start', files: [sampleAudioFile('talk.mp3', 'audio/mpeg', 10)] },
    { type: 'upload.progress', percent: 50 },
    actorDone('uploadTimelineAudio', { added: [kept], error: null }),
    actorDone('uploadTimelineAudio', { added: [], error: 'Unsupported audio format.' }),
    actorFailed('uploadTimelineAudio', new Error('Failed to fetch')),
  ],
};
