// The graph walk: dotted leaf paths, inputs, sample events for guarded and invoked transitions,
// delays, and the list of reachable states of each machine (the stories must cover these).
import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { authMachine } from '../auth/auth.machine';
import { authMachineWalk } from '../auth/auth.walk';
import { creditsMachine } from '../credits/credits.machine';
import { creditsMachineWalk } from '../credits/credits.walk';
import { signupCodeMachine } from '../signup-code/signup-code.machine';
import { signupCodeMachineWalk } from '../signup-code/signup-code.walk';
import { actorDone, actorFailed } from './actor-events';
import { reachableStates, reachableStateValues, walkMachine } from './reachable-states';
import { stateValuePaths } from './state-value-paths';

describe('stateValuePaths', () => {
  it('keeps an atomic value', () => {
    expect(stateValuePaths('loading')).toEqual(['loading']);
  });
  it('dots a nested value', () => {
    expect(stateValuePaths({ signedOut: 'loggingIn' })).toEqual(['signedOut.loggingIn']);
    expect(stateValuePaths({ a: { b: 'c' } })).toEqual(['a.b.c']);
  });
  it('gives one path per region of a parallel state', () => {
    expect(stateValuePaths({ editor: { upload: 'idle', playback: 'paused' } })).toEqual([
      'editor.upload.idle',
      'editor.playback.paused',
    ]);
  });
});

describe('reachableStateValues on small machines', () => {
  const uploadMachine = setup({
    types: { events: {} as { type: 'file.choose'; size: number }, input: {} as { ready: boolean } },
    actors: { upload: fromPromise<string>(async () => 'unused') },
    guards: { isTooLarge: ({ event }) => event.size > 10 },
    delays: { coolDown: 1000 },
  }).createMachine({
    id: 'upload',
    initial: 'start',
    context: ({ input }) => ({ ready: input.ready }),
    states: {
      start: { always: [{ guard: ({ context }) => context.ready, target: 'idle' }, { target: 'disabled' }] },
      disabled: {},
      idle: {
        on: { 'file.choose': [{ guard: 'isTooLarge', target: 'tooLarge' }, { target: 'uploading' }] },
      },
      tooLarge: { after: { coolDown: 'idle' } },
      uploading: {
        invoke: { id: 'upload', src: 'upload', onDone: 'done', onError: 'failed' },
      },
      done: {},
      failed: {},
    },
  });

  it('walks each input and tries events bare, so invoked actors still settle both ways', () => {
    expect(reachableStateValues(uploadMachine, { inputs: [{ ready: true }, { ready: false }] })).toEqual([
      'disabled',
      'done',
      'failed',
      'idle',
      'uploading',
    ]);
  });

  it('needs a sample event to take a payload guard', () => {
    const values = reachableStateValues(uploadMachine, {
      inputs: [{ ready: true }],
      events: [
        { type: 'file.choose', size: 1 },
        { type: 'file.choose', size: 100 },
      ],
    });
    expect(values).toContain('tooLarge');
  });

  it('walks parallel machines region by region', () => {
    const player = setup({}).createMachine({
      id: 'player',
      type: 'parallel',
      states: {
        audio: { initial: 'muted', states: { muted: { on: { 'audio.toggle': 'on' } }, on: {} } },
        video: { initial: 'paused', states: { paused: {} } },
      },
    });
    expect(reachableStateValues(player)).toEqual(['audio.muted', 'audio.on', 'video.paused']);
  });

  it('stops an unbounded walk at the limit', () => {
    const counter = setup({ types: { events: {} as { type: 'count.add' } } }).createMachine({
      context: { count: 0 },
      on: { 'count.add': { actions: assign({ count: ({ context }) => context.count + 1 }) } },
    });
    expect(() => reachableStateValues(counter, { limit: 50 })).toThrow('Traversal limit exceeded');
  });

  it('gives every path with the input it started from', () => {
    const paths = walkMachine(uploadMachine, { inputs: [{ ready: false }] });
    expect(paths).toHaveLength(1);
    expect(paths[0]?.input).toEqual({ ready: false });
    expect(paths[0]?.path.state.value).toBe('disabled');
  });
});

describe('reachable states of the product machines', () => {
  it('auth: every state in the brief, including restoring with a saved token', () => {
    expect(reachableStateValues(authMachine, authMachineWalk)).toEqual([
      'restoring',
      'signedIn.changingPassword',
      'signedIn.idle',
      'signedIn.updatingProfile',
      'signedOut.idle',
      'signedOut.loggingIn',
      'signedOut.registering',
    ]);
  });

  it('auth: never rests in restoring without a saved token', () => {
    expect(
      reachableStateValues(authMachine, { ...authMachineWalk, inputs: [{ token: null }] }),
    ).not.toContain('restoring');
  });

  it('auth: needs the signed-in events to reach the signed-in substates from a fresh start', () => {
    const values = reachableStateValues(authMachine, {
      inputs: [{ token: null }],
      events: [actorFailed('login', new Error('Invalid email or password.'))],
    });
    // Bare 'auth.login' has no fields, so validation keeps the machine in signedOut.idle.
    expect(values).toEqual(['signedOut.idle']);
  });

  it('signup code: checking is transient, so it never shows', () => {
    expect(reachableStateValues(signupCodeMachine, signupCodeMachineWalk)).toEqual([
      'invalid',
      'missing',
      'valid',
      'validating',
    ]);
  });

  it('signup code: the failure path is walked bare when only a success is sampled', () => {
    const values = reachableStateValues(signupCodeMachine, {
      inputs: [{ code: 'WELCOME' }],
      events: [actorDone('validateCode', { valid: true, planTokensTotal: 1, voiceClonesAllowed: 1 })],
    });
    expect(values).toEqual(['invalid', 'valid', 'validating']);
  });

  it('credits: loading, loaded and failed', () => {
    expect(reachableStateValues(creditsMachine, creditsMachineWalk)).toEqual(['failed', 'loaded', 'loading']);
  });
});

describe('reachableStates', () => {
  it('gives each auth state a context the machine produces there', () => {
    const states = reachableStates(authMachine, authMachineWalk);
    expect(states.map((state) => state.id)).toEqual(reachableStateValues(authMachine, authMachineWalk));
    const signedInIdle = states.find((state) => state.id === 'signedIn.idle');
    expect(signedInIdle?.value).toEqual({ signedIn: 'idle' });
    expect(signedInIdle?.context.user).toMatchObject({ username: 'ada' });
  });

  it('resolves back into a snapshot in that state', () => {
    for (const { id, value, context } of reachableStates(signupCodeMachine, signupCodeMachineWalk)) {
      const snapshot = signupCodeMachine.resolveState({ value, context });
      expect(stateValuePaths(snapshot.value)).toEqual([id]);
    }
    const invalid = reachableStates(signupCodeMachine, signupCodeMachineWalk).find((s) => s.id === 'invalid');
    expect(invalid?.context.error).toBe(
      'Invalid or expired signup code. Please contact an administrator for a valid code.',
    );
  });
});
