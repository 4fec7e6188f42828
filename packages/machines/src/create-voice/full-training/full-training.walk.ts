// Sample events for walking the full training graph: a model name, a drop with one accepted and
// one refused file, a drop of refused files only, a duration over the 30-minute minimum, an
// unreadable file, a 'Recording-1' take, removal, start success and failures. Files and takes are
// added once per walk (the list would otherwise grow without end); timers and buttons go bare.
import { actorDone, actorFailed } from '../../testing/actor-events';
import type { MachineWalk } from '../../testing/reachable-states';
import { sampleAudioFile } from '../../shared/sample-audio-file';
import type { FullTrainingMachine } from './full-training.machine';
import type { FullTrainingEvent } from './full-training.types';

const megabyte = 1024 * 1024;

export const fullTrainingMachineWalk: MachineWalk<FullTrainingMachine> = {
  events: [
    { type: 'modelName.change', name: 'Ada Full' },
    {
      type: 'files.add',
      files: [
        sampleAudioFile('lecture.wav', 'audio/wav', 400 * megabyte),
        sampleAudioFile('notes.pdf', 'application/pdf', megabyte),
      ],
    },
    { type: 'files.add', files: [sampleAudioFile('clip.mov', 'video/quicktime', megabyte)] },
    { type: 'file.remove', id: 'file-1' },
    {
      type: 'recording.save',
      recording: {
        audio: new Blob(['take'], { type: 'audio/webm' }),
        mimeType: 'audio/webm',
        durationSeconds: 600,
      },
    },
    { type: 'upload.progress', percent: 30 },
    actorDone('probeAudioDuration', 2400),
    actorFailed('probeAudioDuration', new Error('Decoding failed')),
    actorDone('startVoiceTraining', { jobId: 'job-3' }),
    actorFailed('startVoiceTraining', { status: 403, serverMessage: 'Voice clone limit reached.' }),
    actorFailed('startVoiceTraining', { status: 0, serverMessage: null }),
  ] satisfies (FullTrainingEvent | ReturnType<typeof actorDone> | ReturnType<typeof actorFailed>)[],
  filterEvents: ({ context }, event) => {
    if (event.type === 'files.add') return context.fileCount === 0 && context.queue.length === 0;
    if (event.type === 'recording.save') return context.recordingCount === 0;
    return true;
  },
};
