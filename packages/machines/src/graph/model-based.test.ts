// Model-based tests: every shortest path that the graph walk finds (one per distinct snapshot)
// is replayed against a running actor with fake actors and a fake clock, and must land in the
// predicted state and context at every step. Proves the walk the stories rely on is faithful.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { authMachine } from '../auth/auth.machine';
import { authMachineWalk } from '../auth/auth.walk';
import { creditsMachine } from '../credits/credits.machine';
import { creditsMachineWalk } from '../credits/credits.walk';
import { signupCodeMachine } from '../signup-code/signup-code.machine';
import { signupCodeMachineWalk } from '../signup-code/signup-code.walk';
import { replayPath } from '../test-support/replay-path';
import { walkMachine, type MachineWalk, type WalkedPath } from './reachable-states';
import { stateValuePaths } from './state-value-paths';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const models: { name: string; machine: AnyStateMachine; walk: MachineWalk; mustVisit: string[] }[] = [
  {
    name: 'auth',
    machine: authMachine,
    walk: authMachineWalk as MachineWalk,
    mustVisit: ['restoring', 'signedOut.idle', 'signedIn.changingPassword'],
  },
  {
    name: 'signupCode',
    machine: signupCodeMachine,
    walk: signupCodeMachineWalk as MachineWalk,
    mustVisit: ['missing', 'valid', 'invalid'],
  },
  {
    name: 'credits',
    // Failures are logged by the app's logError; keep the test output quiet.
    machine: creditsMachine.provide({ actions: { logError: () => {} } }),
    walk: creditsMachineWalk as MachineWalk,
    mustVisit: ['loading', 'loaded', 'failed'],
  },
  {
    name: 'credits (timer only)',
    machine: creditsMachine.provide({ actions: { logError: () => {} } }),
    walk: {
      ...creditsMachineWalk,
      filterEvents: (_, event) => event.type !== 'credits.refresh',
    } as MachineWalk,
    mustVisit: ['loading', 'loaded', 'failed'],
  },
];

describe.each(models)('$name machine, model-based', ({ machine, walk, mustVisit }) => {
  const paths = walkMachine(machine, walk);

  it('has paths to the states it must visit', () => {
    const visited = new Set(paths.flatMap(({ path }) => stateValuePaths(path.state.value)));
    for (const value of mustVisit) expect(visited).toContain(value);
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

describe('the auth walk finds repeat visits with different contexts', () => {
  it('reaches signedOut.idle with each validation error', () => {
    const errors = new Set(
      walkMachine(authMachine, authMachineWalk)
        .filter(({ path }) => stateValuePaths(path.state.value)[0] === 'signedOut.idle')
        .map(({ path }) => (path.state.context as { error: string | null }).error),
    );
    expect(errors).toEqual(
      new Set([
        null,
        'Please fill in all fields',
        'A valid signup code is required to create an account',
        'Passwords do not match',
        'Password must be at least 6 characters long',
        'Invalid email or password.',
        'Email already registered.',
      ]),
    );
  });
});
