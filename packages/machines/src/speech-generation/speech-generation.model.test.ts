// Model-based test of the speech generation machine: every path the graph walk finds is replayed
// against a running actor with fake actors on a fake clock and must land in the predicted state
// and context at every step. Pins the reachable states the stories are written against.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  reachableStates,
  reachableStateValues,
  walkMachine,
  type WalkedPath,
} from '../graph/reachable-states';
import { stateValuePaths } from '../graph/state-value-paths';
import { replayPath } from '../test-support/replay-path';
import { speechGenerationMachine } from './speech-generation.machine';
import { speechGenerationMachineWalk } from './speech-generation.walk';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// A failed style load is logged by the app's logError; keep the test output quiet.
const machine = speechGenerationMachine.provide({ actions: { logError: () => {} } });

describe('speech generation machine, model-based', () => {
  it('reaches every state, and only those (one story each)', () => {
    expect(reachableStateValues(machine, speechGenerationMachineWalk)).toEqual([
      'generating',
      'idle',
      'loadingStyles',
      'loadingVoices',
      'resuming',
      'translating',
    ]);
  });

  it('gives each state a context that resolves back into it', () => {
    for (const { id, value, context } of reachableStates(machine, speechGenerationMachineWalk)) {
      expect(stateValuePaths(machine.resolveState({ value, context }).value)).toEqual([id]);
    }
  });

  const paths = walkMachine(machine, speechGenerationMachineWalk);
  it('has a bounded number of paths', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.length).toBeLessThan(400);
  });

  it('walks to every text the page shows', () => {
    const texts = new Set(
      paths.flatMap(({ path }) => {
        const { error, notice, voicesNotice, voicesError } = path.state.context;
        return [error, notice, voicesNotice, voicesError].filter((text) => text !== null);
      }),
    );
    expect([...texts].sort()).toEqual(
      [
        'Audio added to timeline!',
        'Complete your voice setup to use this model.',
        'Failed to generate speech',
        'Failed to load voice models',
        'Failed to resume generation',
        'No ready voice models found.',
        'No voice models available.',
        'Please choose a voice.',
        'Please enter some text to translate',
        'Please enter some text.',
        'Please select a reference sample.',
        'Speech generated successfully!',
        'Text translated to French',
        'Translation failed',
      ].sort(),
    );
  });

  it.each(paths.map((walked) => [describePath(walked), walked] as const))('%s', async (_, walked) => {
    const steps = await replayPath(machine, walked as WalkedPath);
    expect(steps.length).toBe(walked.path.steps.length);
    for (const step of steps) expect(step.actual, `after ${step.eventType}`).toEqual(step.expected);
  });
});

function describePath({ input, path }: WalkedPath): string {
  const events = path.steps.slice(1).map((step) => step.event.type);
  const page = input && 'pendingGeneration' in (input as object) ? 'reloaded' : 'fresh';
  return `${page}: ${events.join(' → ') || '(start)'} ⇒ ${stateValuePaths(path.state.value).join(', ')}`;
}
