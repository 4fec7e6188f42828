// Recognises the two ways a voice call can fail for want of a session (spec part 2 §4): the server
// answered 401 (any error with `status: 401`, as the api-client's ApiError), or the app found no
// stored token and did not call at all — it then throws a MissingTokenError.

/** Thrown by the app's actors when there is no stored login token to send. */
export class MissingTokenError extends Error {
  override readonly name = 'MissingTokenError';

  constructor(message = 'No stored login token.') {
    super(message);
  }
}

/** By name as well as class, so an error from another copy of this module still counts. */
export function isMissingTokenError(error: unknown): boolean {
  return error instanceof Error && error.name === 'MissingTokenError';
}

export function isUnauthorizedError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    (error as { status: unknown }).status === 401
  );
}
