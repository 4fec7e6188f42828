// Model-based tests of the public-site machines: every path the graph walk finds is replayed
// against a running actor (fake actors, fake clock) and must land where the walk predicted, and
// the walk must reach every state the stories are expected to show.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { enterpriseContactMachine } from '../enterprise-contact/enterprise-contact.machine';
import { enterpriseContactMachineWalk } from '../enterprise-contact/enterprise-contact.walk';
import { reachableStateValues, walkMachine, type MachineWalk } from '../graph/reachable-states';
import { replayPath } from '../test-support/replay-path';
import { questionnaireMachine } from './questionnaire.machine';
import { questionnaireMachineWalk } from './questionnaire.walk';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const models: { name: string; machine: AnyStateMachine; walk: MachineWalk; states: string[] }[] = [
  {
    name: 'questionnaire',
    machine: questionnaireMachine,
    walk: questionnaireMachineWalk as MachineWalk,
    states: [
      'booking.embedded',
      'booking.loading',
      'booking.unavailable',
      'filling.contact',
      'filling.goals',
      'filling.hours',
      'filling.industry',
      'filling.length',
      'filling.localization',
      'submitting',
      'thankYou',
    ],
  },
  {
    name: 'enterpriseContact',
    machine: enterpriseContactMachine,
    walk: enterpriseContactMachineWalk as MachineWalk,
    states: ['editing', 'sending', 'sent'],
  },
];

describe.each(models)('$name machine, model-based', ({ machine, walk, states }) => {
  const paths = walkMachine(machine, walk);

  it('reaches exactly the expected states', () => {
    expect(reachableStateValues(machine, walk)).toEqual(states);
  });

  it('replays every walked path against a running actor', async () => {
    expect(paths.length).toBeGreaterThan(states.length);
    for (const walked of paths) {
      for (const step of await replayPath(machine, walked)) {
        expect(step.actual, `after ${step.eventType}`).toEqual(step.expected);
      }
    }
  });
});
