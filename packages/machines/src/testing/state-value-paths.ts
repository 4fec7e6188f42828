// Flattens an XState state value into dotted leaf paths: { signedOut: 'idle' } → ['signedOut.idle'].
// A compound state gives one path; a parallel state gives one path per region.
import type { StateValue } from 'xstate';

export function stateValuePaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
      ? [key]
      : stateValuePaths(child).map((path) => `${key}.${path}`),
  );
}
