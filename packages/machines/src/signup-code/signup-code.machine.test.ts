// The signup-code machine: missing, validating, valid with its grants, invalid, network failure.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors } from '../testing/fake-actors';
import { signupCodeMachine } from './signup-code.machine';

const invalidText = 'Invalid or expired signup code. Please contact an administrator for a valid code.';
const missingText = 'A valid signup code is required. Please contact an administrator for access.';

function startSignupCode(code: string | null) {
  const fakes = createFakePromiseActors(['validateCode'] as const);
  const actor = createActor(signupCodeMachine.provide({ actors: fakes.actors }), { input: { code } }).start();
  return { actor, fakes, snapshot: () => actor.getSnapshot() };
}

describe('signupCodeMachine', () => {
  it.each([null, '', '   '])('is missing for code %o, without asking the server', (code) => {
    const { snapshot, fakes } = startSignupCode(code);
    expect(snapshot().value).toBe('missing');
    expect(snapshot().context).toEqual({
      code: null,
      planTokensTotal: 0,
      voiceClonesAllowed: 0,
      error: missingText,
    });
    expect(fakes.inputsOf('validateCode')).toEqual([]);
  });

  it('validates a present code (trimmed), with nothing decided yet', () => {
    const { snapshot, fakes } = startSignupCode(' WELCOME ');
    expect(snapshot().value).toBe('validating');
    expect(snapshot().context.error).toBeNull();
    expect(fakes.inputsOf('validateCode')).toEqual([{ code: 'WELCOME' }]);
  });

  it('is valid with the grants the server gives', async () => {
    const { snapshot, fakes } = startSignupCode('WELCOME');
    await fakes.resolve('validateCode', { valid: true, planTokensTotal: 3600, voiceClonesAllowed: 1 });
    expect(snapshot().value).toBe('valid');
    expect(snapshot().context).toEqual({
      code: 'WELCOME',
      planTokensTotal: 3600,
      voiceClonesAllowed: 1,
      error: null,
    });
  });

  it('is invalid when the server says so', async () => {
    const { snapshot, fakes } = startSignupCode('USED-UP');
    await fakes.resolve('validateCode', { valid: false, planTokensTotal: 0, voiceClonesAllowed: 0 });
    expect(snapshot().value).toBe('invalid');
    expect(snapshot().context.error).toBe(invalidText);
  });

  it('ignores grants that come with valid:false', async () => {
    const { snapshot, fakes } = startSignupCode('ODD');
    await fakes.resolve('validateCode', { valid: false, planTokensTotal: 99, voiceClonesAllowed: 9 });
    expect(snapshot().context).toMatchObject({ planTokensTotal: 0, voiceClonesAllowed: 0 });
  });

  it('counts a network failure as invalid', async () => {
    const { snapshot, fakes } = startSignupCode('WELCOME');
    await fakes.reject('validateCode', new TypeError('Failed to fetch'));
    expect(snapshot().value).toBe('invalid');
    expect(snapshot().context.error).toBe(invalidText);
  });
});
