// The auth machine against controllable fake actors: every state, transition and guard, with
// the spec's texts (part 1 §4, §5, §8).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors } from '../testing/fake-actors';
import { authMachine } from './auth.machine';
import type { AuthEvent, AuthUser } from './auth.types';

const ada: AuthUser = { username: 'ada', email: 'ada@example.com', id: 'u1' };
const renamedAda: AuthUser = { ...ada, username: 'ada.l' };
const registration = {
  type: 'auth.register',
  username: 'ada',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  signupCode: 'WELCOME',
} as const satisfies AuthEvent;

function startAuth(token: string | null = null) {
  const fakes = createFakePromiseActors([
    'fetchProfile',
    'login',
    'register',
    'updateProfile',
    'changePassword',
  ] as const);
  const storeToken = vi.fn<(token: string) => void>();
  const forgetToken = vi.fn<() => void>();
  const machine = authMachine.provide({
    actors: fakes.actors,
    actions: {
      storeToken: (_, params) => storeToken(params.token),
      forgetToken: () => forgetToken(),
    },
  });
  const actor = createActor(machine, { input: { token } });
  actor.start();
  return { actor, fakes, storeToken, forgetToken, snapshot: () => actor.getSnapshot() };
}

async function signedIn() {
  const auth = startAuth('saved-token');
  await auth.fakes.resolve('fetchProfile', ada);
  return auth;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('saved session', () => {
  it('goes straight to signedOut.idle without a saved token, fetching nothing', () => {
    const { snapshot, fakes } = startAuth(null);
    expect(snapshot().value).toEqual({ signedOut: 'idle' });
    expect(fakes.inputsOf('fetchProfile')).toEqual([]);
  });

  it('treats a blank saved token as none', () => {
    const { snapshot, fakes } = startAuth('  ');
    expect(snapshot().value).toEqual({ signedOut: 'idle' });
    expect(fakes.pendingCount('fetchProfile')).toBe(0);
  });

  it('restores with the saved token and signs in with the fetched user', async () => {
    const { snapshot, fakes, storeToken } = startAuth('saved-token');
    expect(snapshot().value).toBe('restoring');
    expect(fakes.inputsOf('fetchProfile')).toEqual([{ token: 'saved-token' }]);

    await fakes.resolve('fetchProfile', ada);

    expect(snapshot().value).toEqual({ signedIn: 'idle' });
    expect(snapshot().context).toEqual({ user: ada, token: 'saved-token', error: null, notice: null });
    expect(storeToken).not.toHaveBeenCalled();
  });

  it('forgets the token and signs out silently when the restore fails', async () => {
    const { snapshot, fakes, forgetToken } = startAuth('expired-token');
    await fakes.reject('fetchProfile', new Error('Invalid or expired token.'));

    expect(snapshot().value).toEqual({ signedOut: 'idle' });
    expect(forgetToken).toHaveBeenCalledTimes(1);
    expect(snapshot().context).toEqual({ user: null, token: null, error: null, notice: null });
  });
});

describe('login', () => {
  it.each([
    { email: '', password: 'secret1' },
    { email: 'ada@example.com', password: '' },
  ])('stays idle with "Please fill in all fields" for %o', (fields) => {
    const { actor, snapshot, fakes } = startAuth();
    actor.send({ type: 'auth.login', ...fields });
    expect(snapshot().value).toEqual({ signedOut: 'idle' });
    expect(snapshot().context.error).toBe('Please fill in all fields');
    expect(fakes.pendingCount('login')).toBe(0);
  });

  it('sends the credentials, then stores the token and sets the user', async () => {
    const { actor, snapshot, fakes, storeToken } = startAuth();
    actor.send({ type: 'auth.login', email: 'ada@example.com', password: 'secret1' });
    expect(snapshot().value).toEqual({ signedOut: 'loggingIn' });
    expect(fakes.inputsOf('login')).toEqual([{ email: 'ada@example.com', password: 'secret1' }]);

    await fakes.resolve('login', { token: 'jwt-1', user: ada });

    expect(snapshot().value).toEqual({ signedIn: 'idle' });
    expect(storeToken).toHaveBeenCalledExactlyOnceWith('jwt-1');
    expect(snapshot().context).toMatchObject({ user: ada, token: 'jwt-1', error: null });
  });

  it("shows the server's message when login fails", async () => {
    const { actor, snapshot, fakes, storeToken } = startAuth();
    actor.send({ type: 'auth.login', email: 'ada@example.com', password: 'wrong1' });
    await fakes.reject('login', new Error('Invalid email or password.'));

    expect(snapshot().value).toEqual({ signedOut: 'idle' });
    expect(snapshot().context.error).toBe('Invalid email or password.');
    expect(storeToken).not.toHaveBeenCalled();
  });

  it("falls back to 'Login failed' when the failure has no message", async () => {
    const { actor, snapshot, fakes } = startAuth();
    actor.send({ type: 'auth.login', email: 'ada@example.com', password: 'wrong1' });
    await fakes.reject('login', new Error(''));
    expect(snapshot().context.error).toBe('Login failed');
  });

  it('clears the previous error when a new attempt starts', () => {
    const { actor, snapshot } = startAuth();
    actor.send({ type: 'auth.login', email: '', password: '' });
    actor.send({ type: 'auth.login', email: 'ada@example.com', password: 'secret1' });
    expect(snapshot().context.error).toBeNull();
  });

  it('ignores a second login while one is running', () => {
    const { actor, fakes } = startAuth();
    actor.send({ type: 'auth.login', email: 'ada@example.com', password: 'secret1' });
    actor.send({ type: 'auth.login', email: 'ada@example.com', password: 'secret1' });
    expect(fakes.inputsOf('login')).toHaveLength(1);
  });
});

describe('register', () => {
  it.each([
    [{ signupCode: null }, 'A valid signup code is required to create an account'],
    [{ signupCode: ' ', username: '' }, 'A valid signup code is required to create an account'],
    [{ email: '' }, 'Please fill in all fields'],
    [{ confirmPassword: '', password: 'abc' }, 'Please fill in all fields'],
    [{ confirmPassword: 'secret2' }, 'Passwords do not match'],
    [{ password: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters long'],
  ] as const)('rejects %o with %s', (changes, message) => {
    const { actor, snapshot, fakes } = startAuth();
    actor.send({ ...registration, ...changes });
    expect(snapshot().value).toEqual({ signedOut: 'idle' });
    expect(snapshot().context.error).toBe(message);
    expect(fakes.pendingCount('register')).toBe(0);
  });

  it('sends the form without the confirmation, then stores the token and sets the user', async () => {
    const { actor, snapshot, fakes, storeToken } = startAuth();
    actor.send(registration);
    expect(snapshot().value).toEqual({ signedOut: 'registering' });
    expect(fakes.inputsOf('register')).toEqual([
      { username: 'ada', email: 'ada@example.com', password: 'secret1', signupCode: 'WELCOME' },
    ]);

    await fakes.resolve('register', { token: 'jwt-2', user: ada });

    expect(snapshot().value).toEqual({ signedIn: 'idle' });
    expect(storeToken).toHaveBeenCalledExactlyOnceWith('jwt-2');
    expect(snapshot().context).toMatchObject({ user: ada, token: 'jwt-2', error: null });
  });

  it("shows the server's message when registration fails", async () => {
    const { actor, snapshot, fakes } = startAuth();
    actor.send(registration);
    await fakes.reject('register', new Error('Email already registered.'));
    expect(snapshot().value).toEqual({ signedOut: 'idle' });
    expect(snapshot().context.error).toBe('Email already registered.');
  });

  it("falls back to 'Registration failed'", async () => {
    const { actor, snapshot, fakes } = startAuth();
    actor.send(registration);
    await fakes.reject('register', { status: 500 });
    expect(snapshot().context.error).toBe('Registration failed');
  });
});

describe('logout', () => {
  it('forgets the token and clears the user', async () => {
    const { actor, snapshot, forgetToken } = await signedIn();
    actor.send({ type: 'auth.logout' });
    expect(snapshot().value).toEqual({ signedOut: 'idle' });
    expect(forgetToken).toHaveBeenCalledTimes(1);
    expect(snapshot().context).toEqual({ user: null, token: null, error: null, notice: null });
  });

  it('works while a profile update is running, and its late answer is ignored', async () => {
    const { actor, snapshot, fakes } = await signedIn();
    actor.send({ type: 'profile.update', changes: { username: 'ada.l' } });
    actor.send({ type: 'auth.logout' });
    await fakes.resolve('updateProfile', renamedAda);
    expect(snapshot().value).toEqual({ signedOut: 'idle' });
    expect(snapshot().context.user).toBeNull();
  });

  it('is not accepted while signed out', () => {
    const { actor, forgetToken } = startAuth();
    actor.send({ type: 'auth.logout' });
    expect(forgetToken).not.toHaveBeenCalled();
  });
});

describe('profile update', () => {
  it('replaces the user with the returned one and says so', async () => {
    const { actor, snapshot, fakes } = await signedIn();
    actor.send({ type: 'profile.update', changes: { username: 'ada.l' } });
    expect(snapshot().value).toEqual({ signedIn: 'updatingProfile' });
    expect(fakes.inputsOf('updateProfile')).toEqual([{ changes: { username: 'ada.l' } }]);

    await fakes.resolve('updateProfile', renamedAda);

    expect(snapshot().value).toEqual({ signedIn: 'idle' });
    expect(snapshot().context.user).toEqual(renamedAda);
    expect(snapshot().context.notice).toBe('Profile updated.');
  });

  it("keeps the user and shows the server's message on failure", async () => {
    const { actor, snapshot, fakes } = await signedIn();
    actor.send({ type: 'profile.update', changes: { username: 'x' } });
    await fakes.reject('updateProfile', new Error('Username must be 3–32 letters, digits, _ . or -.'));
    expect(snapshot().value).toEqual({ signedIn: 'idle' });
    expect(snapshot().context.user).toEqual(ada);
    expect(snapshot().context.error).toBe('Username must be 3–32 letters, digits, _ . or -.');
  });

  it("falls back to 'Profile update failed'", async () => {
    const { actor, snapshot, fakes } = await signedIn();
    actor.send({ type: 'profile.update', changes: { email: 'new@example.com' } });
    await fakes.reject('updateProfile', undefined);
    expect(snapshot().context.error).toBe('Profile update failed');
    expect(snapshot().context.notice).toBeNull();
  });
});

describe('password change', () => {
  it('sends both passwords and says the password changed', async () => {
    const { actor, snapshot, fakes, storeToken } = await signedIn();
    actor.send({ type: 'password.change', currentPassword: 'secret1', newPassword: 'secret2' });
    expect(snapshot().value).toEqual({ signedIn: 'changingPassword' });
    expect(fakes.inputsOf('changePassword')).toEqual([
      { currentPassword: 'secret1', newPassword: 'secret2' },
    ]);

    await fakes.resolve('changePassword', undefined);

    expect(snapshot().value).toEqual({ signedIn: 'idle' });
    expect(snapshot().context.notice).toBe('Password changed.');
    expect(snapshot().context.token).toBe('saved-token');
    expect(storeToken).not.toHaveBeenCalled();
  });

  it('stores a token the server reissues with the change', async () => {
    const { actor, snapshot, fakes, storeToken } = await signedIn();
    actor.send({ type: 'password.change', currentPassword: 'secret1', newPassword: 'secret2' });
    await fakes.resolve('changePassword', { token: 'jwt-after-change' });
    expect(storeToken).toHaveBeenCalledExactlyOnceWith('jwt-after-change');
    expect(snapshot().context).toMatchObject({ token: 'jwt-after-change', notice: 'Password changed.' });
  });

  it("shows the server's message on failure", async () => {
    const { actor, snapshot, fakes } = await signedIn();
    actor.send({ type: 'password.change', currentPassword: 'wrong1', newPassword: 'secret2' });
    await fakes.reject('changePassword', new Error('Current password is incorrect.'));
    expect(snapshot().value).toEqual({ signedIn: 'idle' });
    expect(snapshot().context.error).toBe('Current password is incorrect.');
  });

  it("falls back to 'Password change failed'", async () => {
    const { actor, snapshot, fakes } = await signedIn();
    actor.send({ type: 'password.change', currentPassword: 'wrong1', newPassword: 'secret2' });
    await fakes.reject('changePassword', new Error('   '));
    expect(snapshot().context.error).toBe('Password change failed');
  });

  it('clears an earlier notice when a new change starts', async () => {
    const { actor, snapshot, fakes } = await signedIn();
    actor.send({ type: 'profile.update', changes: { username: 'ada.l' } });
    await fakes.resolve('updateProfile', renamedAda);
    actor.send({ type: 'password.change', currentPassword: 'secret1', newPassword: 'secret2' });
    expect(snapshot().context.notice).toBeNull();
  });
});

describe('error.dismiss', () => {
  it('clears a validation error and stays put', () => {
    const { actor, snapshot } = startAuth();
    actor.send({ type: 'auth.login', email: '', password: '' });
    actor.send({ type: 'error.dismiss' });
    expect(snapshot().value).toEqual({ signedOut: 'idle' });
    expect(snapshot().context.error).toBeNull();
  });

  it('clears a signed-in error and notice', async () => {
    const { actor, snapshot, fakes } = await signedIn();
    actor.send({ type: 'password.change', currentPassword: 'wrong1', newPassword: 'secret2' });
    await fakes.reject('changePassword', new Error('Current password is incorrect.'));
    actor.send({ type: 'error.dismiss' });
    expect(snapshot().context).toMatchObject({ error: null, notice: null, user: ada });
    expect(snapshot().value).toEqual({ signedIn: 'idle' });
  });
});

describe('placeholders', () => {
  it('fails loudly when the app forgot to provide an actor', async () => {
    const actor = createActor(authMachine, { input: { token: null } }).start();
    actor.send({ type: 'auth.login', email: 'ada@example.com', password: 'secret1' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toMatch(/'login' is not provided/));
  });
});
