// Sample inputs and events for walking the recorder's graph. Short limits keep the walk small
// (every elapsed second is a distinct snapshot): a take with a 2-second minimum and a 3-second
// auto-stop, and one whose auto-stop passes its maximum so the too-long rule is reachable. The
// capture actor's reports are listed; ticks and the user's buttons are tried bare.
import type { MachineWalk } from '../../testing/reachable-states';
import type { RecorderMachine } from './recorder.machine';
import { recorderMessages } from './recorder.messages';
import type { RecorderEvent } from './recorder.types';

const sampleTake = new Blob(['take'], { type: 'audio/webm' });

export const recorderMachineWalk: MachineWalk<RecorderMachine> = {
  inputs: [
    { maxSeconds: 3, minSeconds: 2, autoStopSeconds: 3, microphoneErrorText: recorderMessages.accessDenied },
    { maxSeconds: 1, autoStopSeconds: 2, microphoneErrorText: recorderMessages.failedToStart },
  ],
  events: [
    { type: 'capture.started' },
    { type: 'capture.stopped', audio: sampleTake, mimeType: 'audio/webm' },
    { type: 'capture.failed', error: new Error('NotAllowedError') },
  ] satisfies RecorderEvent[],
};
