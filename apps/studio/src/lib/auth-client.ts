// The auth client's code (createAuthClient with its zod/mini schemas), in a chunk of its own that auth-api.ts loads
// on the first call, so /login's script carries no validation code until Sign In is pressed or a saved session is
// checked.
export { createAuthClient } from '@twin/api-client';
