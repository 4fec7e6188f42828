// The saved session: the token lives in localStorage under 'token' (spec part 1 §6), so a reload
// restores the session and the public site can tell a signed-in visitor.
const tokenKey = 'token';

export function readSavedToken(): string | null {
  try {
    return window.localStorage.getItem(tokenKey);
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  try {
    window.localStorage.setItem(tokenKey, token);
  } catch {
    // Storage refused (privacy mode, quota): the session lasts until the page closes.
  }
}

export function forgetSavedToken(): void {
  try {
    window.localStorage.removeItem(tokenKey);
  } catch {
    // Nothing saved that we could remove.
  }
}
