// The one error every client call throws: ApiError { status, message }, with the server's message preferred and
// the spec's fallbacks otherwise (part 1 §8).

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/** The spec's fallbacks for calls whose failure text it names; every other call falls back to the unexpected text. */
export const errorFallbacks: Readonly<Record<string, string>> = {
  'auth.login': 'Login failed',
  'auth.register': 'Registration failed',
  'auth.updateProfile': 'Profile update failed',
  'auth.changePassword': 'Password change failed',
};

export function fallbackMessageFor(routeId: string): string {
  return errorFallbacks[routeId] ?? UNEXPECTED_ERROR_MESSAGE;
}

/**
 * http: the server answered with a non-2xx status. network: no answer (status 0). timeout / aborted: the call's
 * own time limit or the caller's signal ended it (status 0). invalid-response: a 2xx answer that breaks the contract.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response';

export interface ApiErrorInit {
  status: number;
  message: string;
  kind: ApiErrorKind;
  /** The `message` (or, from the speech-test service, `error`) the server sent, if any. */
  serverMessage?: string | null;
  routeId?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when there was no HTTP answer. */
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** What the server said, so a screen with its own fallback text can write `serverMessage ?? 'Failed to …'`. */
  readonly serverMessage: string | null;
  readonly routeId: string | null;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
    this.serverMessage = init.serverMessage ?? null;
    this.routeId = init.routeId ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's own text from an error body: `message`, else `error` (speech-test service); blank counts as none. */
export function serverMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  for (const key of ['message', 'error'] as const) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/** Anything thrown → ApiError (ApiErrors pass through), for code that catches around more than one call. */
export function toApiError(error: unknown, fallback: string = UNEXPECTED_ERROR_MESSAGE): ApiError {
  if (isApiError(error)) return error;
  return new ApiError({ status: 0, message: fallback, kind: 'network', cause: error });
}
