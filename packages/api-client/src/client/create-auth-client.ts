// The auth client: only the calls of signing in, signing up and restoring a session (see auth-calls.ts), with the
// same transport, errors and validation as the whole client. It carries only the auth routes, whose schemas
// are zod/mini, so an app's sign-in page need not download every feature's schemas and zod classic.
import { DEFAULT_SPEECH_TEST_PATH, joinUrl } from '../urls/base-url';
import { authCalls } from './auth-calls';
import { createTransport, type FetchFunction } from './request';

export interface AuthClientOptions {
  /** Our server; '' (the default) for same origin. */
  baseUrl?: string;
  /** The stored login token, read at every call. */
  getToken: () => string | null | undefined;
  /** Defaults to the global fetch. */
  fetch?: FetchFunction;
}

export function createAuthClient(options: AuthClientOptions) {
  const baseUrl = options.baseUrl ?? '';
  const fetchFunction: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const { callRoute } = createTransport({
    baseUrl,
    // Unused: no auth call goes to the speech-test service.
    speechTestBase: joinUrl(baseUrl, DEFAULT_SPEECH_TEST_PATH),
    getToken: options.getToken,
    fetch: fetchFunction,
  });
  return authCalls(callRoute);
}

export type AuthClient = ReturnType<typeof createAuthClient>;
