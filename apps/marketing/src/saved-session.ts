// Whether this browser holds a studio session: the studio keeps its token in localStorage 'token'.
export function hasSavedSession(storage?: Pick<Storage, 'getItem'>): boolean {
  try {
    return Boolean((storage ?? window.localStorage).getItem('token'));
  } catch {
    // Storage can be unavailable (privacy modes); then nobody is signed in as far as we can tell.
    return false;
  }
}
