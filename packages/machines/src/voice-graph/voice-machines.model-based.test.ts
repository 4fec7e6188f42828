// Model-based tests of the voice-creation machines, in the pattern of graph/model-based.test.ts:
// every shortest path the graph walk finds is replayed against a running actor with fake actors
// and a fake clock, and must land in the predicted state and context at every step. Also pins
// each machine's reachable states: the stories (one per state) are written against this list.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { categorizationMachine } from '../categorization/categorization.machine';
import { categorizationMachineWalk } from '../categorization/categorization.walk';
import { emotionSampleMachine } from '../emotion-sample/emotion-sample.machine';
import { emotionSampleMachineWalk } from '../emotion-sample/emotion-sample.walk';
import { fullTrainingMachine } from '../full-training/full-training.machine';
import { fullTrainingMachineWalk } from '../full-training/full-training.walk';
import {
  reachableStates,
  reachableStateValues,
  walkMachine,
  type MachineWalk,
  type WalkedPath,
} from '../graph/reachable-states';
import { stateValuePaths } from '../graph/state-value-paths';
import { playbackMachine } from '../playback/playback.machine';
import { playbackMachineWalk } from '../playback/playback.walk';
import { proCloneMachine } from '../pro-clone/pro-clone.machine';
import { proCloneMachineWalk } from '../pro-clone/pro-clone.walk';
import { quickCloneMachine } from '../quick-clone/quick-clone.machine';
import { quickCloneMachineWalk } from '../quick-clone/quick-clone.walk';
import { recorderMachine } from '../recorder/recorder.machine';
import { recorderMachineWalk } from '../recorder/recorder.walk';
import { replayPath } from '../test-support/replay-path';
import { voiceJobMachine } from '../voice-job/voice-job.machine';
import { voiceJobMachineWalk } from '../voice-job/voice-job.walk';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const models: { name: string; machine: AnyStateMachine; walk: MachineWalk; states: string[] }[] = [
  {
    name: 'recorder',
    machine: recorderMachine,
    walk: recorderMachineWalk as MachineWalk,
    states: ['error', 'idle', 'recorded', 'recording', 'requestingMicrophone', 'stopping'],
  },
  {
    name: 'voiceJob',
    // Check failures are logged by the app's logError; keep the test output quiet.
    machine: voiceJobMachine.provide({ actions: { logError: () => {} } }),
    walk: voiceJobMachineWalk as MachineWalk,
    states: ['checking', 'completed', 'failed', 'idle', 'sessionExpired', 'waiting'],
  },
  {
    name: 'proClone',
    machine: proCloneMachine,
    walk: proCloneMachineWalk as MachineWalk,
    states: ['checkingFile', 'editing', 'saved', 'saving'],
  },
  {
    name: 'quickClone',
    machine: quickCloneMachine,
    walk: quickCloneMachineWalk as MachineWalk,
    states: ['checkingFile', 'editing', 'saved', 'saving'],
  },
  {
    name: 'fullTraining',
    machine: fullTrainingMachine,
    walk: fullTrainingMachineWalk as MachineWalk,
    states: ['addingFiles', 'editing', 'recordingAudio', 'started', 'starting'],
  },
  {
    name: 'emotionSample',
    machine: emotionSampleMachine,
    walk: emotionSampleMachineWalk as MachineWalk,
    states: ['ready', 'saved', 'saving'],
  },
  {
    name: 'categorization',
    machine: categorizationMachine,
    walk: categorizationMachineWalk as MachineWalk,
    states: [
      'cancelled',
      'choosing',
      'completed',
      'completing',
      'configured',
      'loadFailed',
      'loading',
      'offeringCompletion',
      'saving',
    ],
  },
  {
    name: 'playback',
    machine: playbackMachine,
    walk: playbackMachineWalk as MachineWalk,
    states: ['idle', 'paused.settling', 'paused.steady', 'playing.settling', 'playing.steady'],
  },
];

describe.each(models)('$name machine, model-based', ({ machine, walk, states }) => {
  const paths = walkMachine(machine, walk);

  it('reaches every state, and only those (one story each)', () => {
    expect(reachableStateValues(machine, walk)).toEqual(states);
  });

  it('gives each state a context that resolves back into it', () => {
    for (const { id, value, context } of reachableStates(machine, walk)) {
      expect(stateValuePaths(machine.resolveState({ value, context }).value)).toEqual([id]);
    }
  });

  it.each(paths.map((walked) => [describePath(walked), walked] as const))('%s', async (_, walked) => {
    const steps = await replayPath(machine, walked);
    expect(steps.length).toBe(walked.path.steps.length);
    for (const step of steps) expect(step.actual, `after ${step.eventType}`).toEqual(step.expected);
  });
});

function describePath({ input, path }: WalkedPath): string {
  const events = path.steps.slice(1).map((step) => step.event.type);
  return `${JSON.stringify(input ?? null)}: ${events.join(' → ') || '(start)'} ⇒ ${stateValuePaths(path.state.value).join(', ')}`;
}

describe('the walks show the texts the stories need', () => {
  const contextsOf = (machine: AnyStateMachine, walk: MachineWalk, state: string) =>
    walkMachine(machine, walk)
      .filter(({ path }) => stateValuePaths(path.state.value).includes(state))
      .map(({ path }) => path.state.context as Record<string, unknown>);

  it('recorder: the microphone and length errors', () => {
    const errors = new Set(
      contextsOf(recorderMachine, recorderMachineWalk as MachineWalk, 'error').map((c) => c.error),
    );
    expect(errors).toEqual(
      new Set([
        'Microphone access denied. Please check permissions.',
        'Failed to start recording. Please check microphone permissions.',
        'Recording too short. Please record for at least 2 seconds.',
        'Recording too long. Please keep recordings under 1 second.',
      ]),
    );
  });

  it('voiceJob: every status text while waiting, every ending text', () => {
    const machine = voiceJobMachine.provide({ actions: { logError: () => {} } });
    const walk = voiceJobMachineWalk as MachineWalk;
    // null: a new job whose first check failed (logged) has no status yet.
    expect(new Set(contextsOf(machine, walk, 'waiting').map((c) => c.statusText))).toEqual(
      new Set(['Job queued for processing...', 'Processing audio...', 'Training voice model...', null]),
    );
    expect(new Set(contextsOf(machine, walk, 'failed').map((c) => c.error))).toEqual(
      new Set(['Training failed: Reference audio has no speech.', 'Training failed: Unknown error']),
    );
    expect(new Set(contextsOf(machine, walk, 'sessionExpired').map((c) => c.error))).toEqual(
      new Set([
        'Session expired. Please refresh the page.',
        'Authentication expired. Please refresh the page.',
      ]),
    );
  });

  it('proClone: every refusal reaches editing', () => {
    const errors = new Set(
      contextsOf(proCloneMachine, proCloneMachineWalk as MachineWalk, 'editing').map((c) => c.error),
    );
    for (const text of [
      'Please select an audio file.',
      'File too large. Maximum size is 200MB.',
      'Audio too short. Please upload at least 2 minutes of audio.',
      'Could not read audio file. Please try a different file.',
      'Please record or upload a voice sample first.',
      'Please select a reference language.',
      'Please enter a name for your voice clone.',
      'Failed to save pro voice clone.',
    ]) {
      expect(errors).toContain(text);
    }
  });
});
