// The recording fragment's defaults and options: what each machine's take states are built from.
import { describe, expect, it } from 'vitest';
import { betweenTakes, captureFailure, recordingStates, startTake } from './recording';

describe('recording fragment', () => {
  it('builds asking → recording → stopping with the default names', () => {
    const states = recordingStates('requestingMicrophone', {
      capture: 'captureAudio',
      limit: 'reachesAutoStop',
      started: 'recording',
      stopped: { target: 'recorded', actions: 'keepTake' },
      failure: { target: 'error', actions: 'showMicrophoneError' },
    });
    expect(Object.keys(states)).toEqual(['requestingMicrophone', 'recording', 'stopping']);
    expect(states.requestingMicrophone.on['xstate.error.actor.captureAudio']).toEqual({
      target: 'error',
      actions: 'showMicrophoneError',
    });
    expect(states.stopping.on['recording.cancel']).toEqual({ target: 'idle', actions: 'resetTake' });
    expect(states.recording.after.tick[0]).toEqual({
      guard: 'reachesAutoStop',
      target: 'stopping',
      actions: 'countSecond',
    });
    expect(states.recording.on['recording.stop']).toBe('stopping');
  });

  it('takes other names and keeps Cancel out of stopping when asked', () => {
    const cancel = { target: 'settling', actions: 'forgetTake' } as const;
    const other = { stopping: 'stopped', tick: 'recordingTick', cancel, cancelWhileStopping: false } as const;
    const states = recordingStates('requestingMicrophone', {
      ...other,
      capture: 'captureAudio',
      limit: 'reachesLimit',
      started: 'recording',
      stopped: 'uploading',
      failure: cancel,
    });
    expect(Object.keys(states)).toEqual(['requestingMicrophone', 'recording', 'stopped']);
    expect('recording.cancel' in states.stopped.on).toBe(false);
    expect(states.recording.on['recording.cancel']).toEqual({ target: 'settling', actions: 'forgetTake' });
    expect(states.recording.after.recordingTick[1]).toEqual({
      target: 'recording',
      reenter: true,
      actions: 'countSecond',
    });
  });

  it('starts a take and rests between takes', () => {
    expect(startTake('requestingCamera')).toEqual({
      target: 'requestingCamera',
      actions: ['resetTake', 'startCapture'],
    });
    expect(startTake('requestingMicrophone', 'startTake').actions[0]).toBe('startTake');
    expect(betweenTakes({})).toEqual({ entry: 'releaseCapture', on: {} });
    expect(Object.keys(captureFailure('captureVideo', { target: 'x', actions: 'y' }))).toEqual([
      'capture.failed',
      'xstate.error.actor.captureVideo',
    ]);
  });
});
