// The studio's provided machines call the API client and keep the token in localStorage 'token'.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { StudioApi } from '../lib/api';
import { sessionStatusOf } from './session-status';
import { createStudioCreditsMachine } from './credits-machine';
import { createStudioSignupCodeMachine } from './signup-code-machine';
import { createStudioAuthMachine } from './studio-machines';

const user = {
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  created_at: '2026-01-01T00:00:00.000Z',
  current_plan: 'Starter' as const,
  voice_clones_used: 0,
  voice_clones_allowed: 1,
};

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

function fakeApi(overrides: Record<string, unknown> = {}) {
  const api = {
    auth: {
      profile: vi.fn(async () => ({ user })),
      login: vi.fn(async () => ({ token: 'login-token', user })),
      register: vi.fn(async () => ({ token: 'register-token', user })),
      updateProfile: vi.fn(async () => ({ user: { ...user, username: 'ada2' } })),
      changePassword: vi.fn(async () => ({ success: true })),
      logout: vi.fn(async () => ({ success: true })),
    },
    user: {
      tokenUsage: vi.fn(async () => ({
        plan_tokens_used: 100,
        plan_tokens_total: 3600,
        current_plan: 'Starter',
      })),
    },
    signup: {
      validateCode: vi.fn(async () => ({ valid: true, planTokensTotal: 3600, voiceClonesAllowed: 1 })),
    },
    ...overrides,
  };
  return api as typeof api & StudioApi;
}

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('studio auth machine', () => {
  it('logs out on the server while the token is still saved, then forgets it', async () => {
    storage.setItem('token', 'saved-token');
    const tokenAtLogout: Array<string | null> = [];
    const api = fakeApi();
    api.auth.logout.mockImplementation(async () => {
      tokenAtLogout.push(storage.getItem('token'));
      return { success: true };
    });
    const actor = createActor(createStudioAuthMachine(api), { input: { token: 'saved-token' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    actor.send({ type: 'auth.logout' });
    expect(api.auth.logout).toHaveBeenCalledTimes(1);
    expect(tokenAtLogout).toEqual(['saved-token']);
    expect(storage.getItem('token')).toBeNull();
    expect(sessionStatusOf(actor.getSnapshot())).toBe('signedOut');
  });

  it('signs in through the API and saves the token under "token"', async () => {
    const api = fakeApi();
    const actor = createActor(createStudioAuthMachine(api), { input: { token: null } }).start();
    actor.send({ type: 'auth.login', email: 'ada@example.com', password: 'secret1' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    expect(api.auth.login).toHaveBeenCalledWith(
      { email: 'ada@example.com', password: 'secret1' },
      expect.anything(),
    );
    expect(storage.getItem('token')).toBe('login-token');
    expect(sessionStatusOf(actor.getSnapshot())).toBe('signedIn');
  });

  it('registers with the signup code and saves the token', async () => {
    const api = fakeApi();
    const actor = createActor(createStudioAuthMachine(api), { input: { token: null } }).start();
    actor.send({
      type: 'auth.register',
      username: 'ada',
      email: 'ada@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      signupCode: 'CODE-1',
    });
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    expect(api.auth.register).toHaveBeenCalledWith(
      { username: 'ada', email: 'ada@example.com', password: 'secret1', signupCode: 'CODE-1' },
      expect.anything(),
    );
    expect(storage.getItem('token')).toBe('register-token');
  });

  it('restores a saved session from the profile, and logout forgets the token', async () => {
    storage.setItem('token', 'saved');
    const api = fakeApi();
    const actor = createActor(createStudioAuthMachine(api), { input: { token: 'saved' } }).start();
    expect(sessionStatusOf(actor.getSnapshot())).toBe('restoring');
    await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    expect(actor.getSnapshot().context.user?.username).toBe('ada');
    actor.send({ type: 'auth.logout' });
    expect(sessionStatusOf(actor.getSnapshot())).toBe('signedOut');
    expect(storage.getItem('token')).toBeNull();
  });

  it('forgets a saved token the server refuses, silently', async () => {
    storage.setItem('token', 'stale');
    const api = fakeApi();
    api.auth.profile.mockRejectedValueOnce(new Error('Unauthorized'));
    const actor = createActor(createStudioAuthMachine(api), { input: { token: 'stale' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(storage.getItem('token')).toBeNull();
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("shows the server's message when sign-in fails", async () => {
    const api = fakeApi();
    api.auth.login.mockRejectedValueOnce(new Error('Invalid email or password.'));
    const actor = createActor(createStudioAuthMachine(api), { input: { token: null } }).start();
    actor.send({ type: 'auth.login', email: 'ada@example.com', password: 'wrong-one' });
    await waitFor(
      actor,
      (snapshot) => snapshot.matches({ signedOut: 'idle' }) && snapshot.context.error !== null,
    );
    expect(actor.getSnapshot().context.error).toBe('Invalid email or password.');
    expect(storage.getItem('token')).toBeNull();
  });
});

describe('studio credits machine', () => {
  it('maps the token usage call to used/total/plan', async () => {
    const api = fakeApi();
    const actor = createActor(createStudioCreditsMachine(api)).start();
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(actor.getSnapshot().context.usage).toEqual({ used: 100, total: 3600, plan: 'Starter' });
    actor.stop();
  });
});

describe('studio signup code machine', () => {
  it('validates the code from the link through the API', async () => {
    const api = fakeApi();
    const actor = createActor(createStudioSignupCodeMachine(api), { input: { code: 'CODE-1' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('valid'));
    expect(api.signup.validateCode).toHaveBeenCalledWith('CODE-1', expect.anything());
    expect(actor.getSnapshot().context.planTokensTotal).toBe(3600);
  });
});
