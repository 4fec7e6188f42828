// The recorder on a fake clock with a fake capture actor: the microphone request, the one-second
// ticks, auto-stop per preset, stop early, the length rules and microphone failures with the
// spec's texts (part 2 §4, §5, §8, §9), cancel, discard and record again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { settle } from '../../testing/fake-actors';
import { createFakeCallbackActor } from '../../testing/fake-actors';
import { recorderPresets, type RecorderInput } from './recorder.limits';
import { recorderMachine } from './recorder.machine';
import type { CaptureCommand, CaptureInput, RecorderEmitted } from './recorder.types';

const take = new Blob(['audio'], { type: 'audio/webm' });

function startRecorder(input: RecorderInput) {
  const capture = createFakeCallbackActor<CaptureCommand, CaptureInput>();
  const actor = createActor(recorderMachine.provide({ actors: { captureAudio: capture.logic } }), { input });
  const emitted: RecorderEmitted[] = [];
  actor.on('recorder.recorded', (event) => emitted.push(event));
  actor.start();
  return { actor, capture, emitted, snapshot: () => actor.getSnapshot() };
}

/** Starts a take and lets the microphone open. */
function recording(input: RecorderInput) {
  const recorder = startRecorder(input);
  recorder.actor.send({ type: 'recording.start' });
  recorder.capture.latest().report({ type: 'capture.started' });
  return recorder;
}

async function advanceSeconds(seconds: number) {
  vi.advanceTimersByTime(seconds * 1000);
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('starting', () => {
  it('rests idle with the limits from its input, capturing nothing', () => {
    const { snapshot, capture } = startRecorder(recorderPresets.proClone);
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toEqual({
      limits: { maxSeconds: 180, minSeconds: 120, autoStopSeconds: 180 },
      microphoneErrorText: 'Microphone access denied. Please check permissions.',
      elapsedSeconds: 0,
      recording: null,
      refusedTake: null,
      error: null,
    });
    expect(capture.instances).toHaveLength(0);
  });

  it('asks for the microphone on recording.start, with the maximum as the capture input', () => {
    const { actor, snapshot, capture } = startRecorder(recorderPresets.quickClone);
    actor.send({ type: 'recording.start' });
    expect(snapshot().value).toBe('requestingMicrophone');
    expect(capture.latest().input).toEqual({ maxSeconds: 10 });
  });

  it('records once the capture reports it started, from 0 seconds', () => {
    const { snapshot } = recording(recorderPresets.quickClone);
    expect(snapshot().value).toBe('recording');
    expect(snapshot().context.elapsedSeconds).toBe(0);
  });

  it('does not count seconds while the microphone is being requested', async () => {
    const { actor, snapshot } = startRecorder(recorderPresets.quickClone);
    actor.send({ type: 'recording.start' });
    await advanceSeconds(3);
    expect(snapshot().value).toBe('requestingMicrophone');
    expect(snapshot().context.elapsedSeconds).toBe(0);
  });

  it('uses the pro text when the input names no microphone text', () => {
    const { snapshot } = startRecorder({ maxSeconds: 5, autoStopSeconds: 5 });
    expect(snapshot().context.microphoneErrorText).toBe(
      'Microphone access denied. Please check permissions.',
    );
    expect(snapshot().context.limits.minSeconds).toBeNull();
  });
});

describe('the clock', () => {
  it('adds one second per second, not before', async () => {
    const { snapshot } = recording(recorderPresets.proClone);
    vi.advanceTimersByTime(999);
    await settle();
    expect(snapshot().context.elapsedSeconds).toBe(0);
    vi.advanceTimersByTime(1);
    await settle();
    expect(snapshot().context.elapsedSeconds).toBe(1);
    await advanceSeconds(41);
    expect(snapshot().context.elapsedSeconds).toBe(42);
    expect(snapshot().value).toBe('recording');
  });

  it('stops counting once the take is stopped', async () => {
    const { actor, snapshot } = recording(recorderPresets.proClone);
    await advanceSeconds(5);
    actor.send({ type: 'recording.stop' });
    await advanceSeconds(5);
    expect(snapshot().context.elapsedSeconds).toBe(5);
  });
});

describe('auto-stop', () => {
  it.each([
    ['quick clone', recorderPresets.quickClone, 10],
    ['emotion sample', recorderPresets.emotionSample, 30],
    ['pro clone', recorderPresets.proClone, 180],
  ] as const)('%s stops by itself at %i seconds and keeps the take', async (_, preset, seconds) => {
    const { snapshot, capture, emitted } = recording(preset);
    await advanceSeconds(seconds - 1);
    expect(snapshot().value).toBe('recording');
    expect(capture.latest().received).toEqual([]);

    await advanceSeconds(1);
    expect(snapshot().value).toBe('stopping');
    expect(snapshot().context.elapsedSeconds).toBe(seconds);
    expect(capture.latest().received).toEqual([{ type: 'capture.stop' }]);

    capture.latest().report({ type: 'capture.stopped', audio: take, mimeType: 'audio/webm' });
    const recorded = { audio: take, mimeType: 'audio/webm', durationSeconds: seconds };
    expect(snapshot().value).toBe('recorded');
    expect(snapshot().context.recording).toEqual(recorded);
    expect(snapshot().context.error).toBeNull();
    expect(capture.latest().stopped).toBe(true);
    expect(emitted).toEqual([{ type: 'recorder.recorded', recording: recorded }]);
  });
});

describe('stopping early and the length rules', () => {
  async function stopAfter(preset: RecorderInput, seconds: number) {
    const recorder = recording(preset);
    await advanceSeconds(seconds);
    recorder.actor.send({ type: 'recording.stop' });
    expect(recorder.snapshot().value).toBe('stopping');
    expect(recorder.capture.latest().received).toEqual([{ type: 'capture.stop' }]);
    recorder.capture.latest().report({ type: 'capture.stopped', audio: take, mimeType: 'audio/mp4' });
    return recorder;
  }

  it('refuses a pro take under 2 minutes', async () => {
    const { snapshot, emitted, capture } = await stopAfter(recorderPresets.proClone, 119);
    expect(snapshot().value).toBe('error');
    expect(snapshot().context.error).toBe('Recording too short. Please record for at least 2 minutes.');
    expect(snapshot().context.recording).toBeNull();
    expect(emitted).toEqual([]);
    expect(capture.latest().stopped).toBe(true);
  });

  it('keeps a refused take to be played back until it is discarded or recorded again', async () => {
    const recorder = await stopAfter(recorderPresets.proClone, 64);
    expect(recorder.snapshot().context.refusedTake).toEqual({
      audio: take,
      mimeType: 'audio/mp4',
      durationSeconds: 64,
    });
    recorder.actor.send({ type: 'recording.discard' });
    expect(recorder.snapshot().value).toBe('idle');
    expect(recorder.snapshot().context.refusedTake).toBeNull();
    expect(recorder.snapshot().context.error).toBeNull();

    const again = await stopAfter(recorderPresets.proClone, 30);
    again.actor.send({ type: 'recording.start' });
    expect(again.snapshot().value).toBe('requestingMicrophone');
    expect(again.snapshot().context.refusedTake).toBeNull();
  });

  it('keeps a pro take of exactly 2 minutes', async () => {
    const { snapshot } = await stopAfter(recorderPresets.proClone, 120);
    expect(snapshot().value).toBe('recorded');
    expect(snapshot().context.recording?.durationSeconds).toBe(120);
    expect(snapshot().context.recording?.mimeType).toBe('audio/mp4');
  });

  it('refuses an emotion sample under 5 seconds', async () => {
    const { snapshot } = await stopAfter(recorderPresets.emotionSample, 4);
    expect(snapshot().value).toBe('error');
    expect(snapshot().context.error).toBe('Recording too short. Please record for at least 5 seconds.');
  });

  it('keeps an emotion sample of 5 seconds', async () => {
    const { snapshot } = await stopAfter(recorderPresets.emotionSample, 5);
    expect(snapshot().value).toBe('recorded');
  });

  it('keeps a quick take of any length (no minimum)', async () => {
    const { snapshot } = await stopAfter(recorderPresets.quickClone, 1);
    expect(snapshot().value).toBe('recorded');
    expect(snapshot().context.recording?.durationSeconds).toBe(1);
  });

  it('refuses a take over the maximum when the auto-stop is set past it', async () => {
    const { snapshot, capture } = recording({ maxSeconds: 30, minSeconds: 5, autoStopSeconds: 31 });
    await advanceSeconds(31);
    capture.latest().report({ type: 'capture.stopped', audio: take, mimeType: 'audio/webm' });
    expect(snapshot().value).toBe('error');
    expect(snapshot().context.error).toBe('Recording too long. Please keep recordings under 30 seconds.');
  });
});

describe('microphone failures', () => {
  it.each([
    [
      'quick clone',
      recorderPresets.quickClone,
      'Failed to start recording. Please check microphone permissions.',
    ],
    [
      'emotion sample',
      recorderPresets.emotionSample,
      'Microphone access denied. Please check permissions and try again.',
    ],
    ['pro clone', recorderPresets.proClone, 'Microphone access denied. Please check permissions.'],
  ] as const)('%s: a refused microphone shows "%s"', (_, preset, text) => {
    const { actor, snapshot, capture } = startRecorder(preset);
    actor.send({ type: 'recording.start' });
    capture.latest().report({ type: 'capture.failed', error: new Error('NotAllowedError') });
    expect(snapshot().value).toBe('error');
    expect(snapshot().context.error).toBe(text);
    expect(capture.latest().stopped).toBe(true);
  });

  it('treats a capture failing mid-take the same way', async () => {
    const { snapshot, capture } = recording(recorderPresets.emotionSample);
    await advanceSeconds(2);
    capture.latest().report({ type: 'capture.failed' });
    expect(snapshot().value).toBe('error');
    expect(snapshot().context.error).toBe(
      'Microphone access denied. Please check permissions and try again.',
    );
  });

  it('treats a capture failing while stopping the same way', async () => {
    const { actor, snapshot, capture } = recording(recorderPresets.quickClone);
    actor.send({ type: 'recording.stop' });
    capture.latest().report({ type: 'capture.failed' });
    expect(snapshot().value).toBe('error');
    expect(snapshot().context.error).toBe('Failed to start recording. Please check microphone permissions.');
  });

  it('treats a capture actor that throws as a microphone failure', async () => {
    const actor = createActor(recorderMachine, { input: recorderPresets.quickClone }).start();
    actor.send({ type: 'recording.start' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('error'));
    expect(actor.getSnapshot().context.error).toBe(
      'Failed to start recording. Please check microphone permissions.',
    );
  });

  it.each(['recording', 'stopping'] as const)(
    'treats a capture that throws while %s as a failure',
    async (state) => {
      const { actor, snapshot } = recording(recorderPresets.quickClone);
      if (state === 'stopping') actor.send({ type: 'recording.stop' });
      actor.send({ type: 'xstate.error.actor.captureAudio', error: new Error('device lost') } as never);
      expect(snapshot().value).toBe('error');
    },
  );
});

describe('cancel, discard, record again', () => {
  it.each(['requestingMicrophone', 'recording', 'stopping'] as const)(
    'recording.cancel from %s goes back to idle and releases the microphone',
    async (state) => {
      const { actor, snapshot, capture } = startRecorder(recorderPresets.proClone);
      actor.send({ type: 'recording.start' });
      if (state !== 'requestingMicrophone') {
        capture.latest().report({ type: 'capture.started' });
        await advanceSeconds(3);
      }
      if (state === 'stopping') actor.send({ type: 'recording.stop' });
      expect(snapshot().value).toBe(state);

      actor.send({ type: 'recording.cancel' });
      expect(snapshot().value).toBe('idle');
      expect(snapshot().context.elapsedSeconds).toBe(0);
      expect(capture.latest().stopped).toBe(true);
    },
  );

  it('records again from recorded, forgetting the previous take', async () => {
    const { actor, snapshot, capture } = recording(recorderPresets.quickClone);
    await advanceSeconds(10);
    capture.latest().report({ type: 'capture.stopped', audio: take, mimeType: 'audio/webm' });

    actor.send({ type: 'recording.start' });
    expect(snapshot().value).toBe('requestingMicrophone');
    expect(snapshot().context).toMatchObject({ recording: null, elapsedSeconds: 0, error: null });
    expect(capture.instances).toHaveLength(2);
    expect(capture.latest().stopped).toBe(false);
  });

  it('records again from error, clearing it', async () => {
    const { actor, snapshot, capture } = startRecorder(recorderPresets.emotionSample);
    actor.send({ type: 'recording.start' });
    capture.latest().report({ type: 'capture.failed' });
    actor.send({ type: 'recording.start' });
    expect(snapshot().value).toBe('requestingMicrophone');
    expect(snapshot().context.error).toBeNull();
  });

  it.each(['recorded', 'error'] as const)('recording.discard from %s goes back to idle', async (state) => {
    const { actor, snapshot, capture } = recording(recorderPresets.emotionSample);
    await advanceSeconds(state === 'recorded' ? 6 : 2);
    actor.send({ type: 'recording.stop' });
    capture.latest().report({ type: 'capture.stopped', audio: take, mimeType: 'audio/webm' });
    expect(snapshot().value).toBe(state);

    actor.send({ type: 'recording.discard' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toMatchObject({ recording: null, error: null, elapsedSeconds: 0 });
  });

  it('ignores recording.stop before the microphone is open', () => {
    const { actor, snapshot, capture } = startRecorder(recorderPresets.quickClone);
    actor.send({ type: 'recording.start' });
    actor.send({ type: 'recording.stop' });
    expect(snapshot().value).toBe('requestingMicrophone');
    expect(capture.latest().received).toEqual([]);
  });
});
