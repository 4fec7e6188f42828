// The lazily loaded auth client: each call carries the token saved as the call starts, even though the client's
// code arrives later (logout is sent just before the session forgets the token).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from './auth-api';
import { forgetSavedToken, saveToken } from './token-storage';

const sent: { url: string; authorization: string | null }[] = [];

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, authorization: new Headers(init.headers).get('Authorization') });
    return new Response(JSON.stringify({ success: true }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  sent.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('authApi', () => {
  it('sends logout with the token saved when it was called, though the token is forgotten at once', async () => {
    saveToken('session-token');
    const logout = authApi.auth.logout();
    forgetSavedToken();
    await logout.catch(() => undefined);
    expect(sent).toEqual([{ url: '/api/auth/logout', authorization: 'Bearer session-token' }]);
  });

  it('sends no token once none is saved', async () => {
    await authApi.auth.profile().catch(() => undefined);
    expect(sent).toEqual([{ url: '/api/auth/profile', authorization: null }]);
  });
});
