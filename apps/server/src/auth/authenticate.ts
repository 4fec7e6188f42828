// Resolves the signed-in user from a bearer token: genuine, unexpired and issued after the last password change.
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http/http-error';
import { findUserById } from './users.repository';
import type { TokenService } from './tokens';

export const signInRequiredMessage = 'Please sign in to continue.';
export const sessionExpiredMessage = 'Your session has expired. Please sign in again.';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The user a raw token belongs to, or a 401. Streams that take the token from the query string must call this
 * too, so that both ways of presenting a token are checked the same way.
 */
export async function userForToken(
  db: Database,
  tokens: TokenService,
  token: string | null,
): Promise<UserRow> {
  if (!token) throw new HttpError(401, signInRequiredMessage);
  const claims = await tokens.verify(token);
  if (!claims) throw new HttpError(401, sessionExpiredMessage);
  const user = await findUserById(db, claims.userId);
  if (!user || user.tokenVersion !== claims.tokenVersion) throw new HttpError(401, sessionExpiredMessage);
  return user;
}
