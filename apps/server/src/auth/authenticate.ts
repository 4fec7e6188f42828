// Resolves the signed-in user from a bearer token: genuine, unexpired and issued after the last password change.
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { MediaLinks } from './media-links';
import { findSessionUser } from './session-users';
import type { TokenClaims, TokenService } from './tokens';

export const signInRequiredMessage = 'Please sign in to continue.';
export const sessionExpiredMessage = 'Your session has expired. Please sign in again.';
export const mediaLinkRefusedMessage =
  'This media link has expired or is not for this item. Reload the page.';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The user a bearer (session) token belongs to, or a 401. */
export async function userForToken(
  db: Database,
  tokens: TokenService,
  token: string | null,
): Promise<UserRow> {
  if (!token) throw new HttpError(401, signInRequiredMessage);
  return currentUser(db, await tokens.verify(token), sessionExpiredMessage);
}

/**
 * The user a media link's token (the `token` query parameter of a stream) belongs to, or a 401: it must have been
 * made for exactly this path and not be past its lifetime. A session token here is refused.
 */
export async function userForMediaLink(
  db: Database,
  mediaLinks: MediaLinks,
  token: string | null,
  path: string,
): Promise<UserRow> {
  if (!token) throw new HttpError(401, signInRequiredMessage);
  return currentUser(db, await mediaLinks.verify(token, path), mediaLinkRefusedMessage);
}

/** The claims' user while their token version is current (logout and password changes bump it). */
async function currentUser(db: Database, claims: TokenClaims | null, refusal: string): Promise<UserRow> {
  if (!claims) throw new HttpError(401, refusal);
  const user = await findSessionUser(db, claims.userId);
  if (!user || user.tokenVersion !== claims.tokenVersion) throw new HttpError(401, refusal);
  return user;
}
