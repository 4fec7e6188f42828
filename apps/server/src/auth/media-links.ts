// Media links: short-lived, read-only tokens scoped to one stream path, for <audio>/<video> elements and downloads
// that cannot send the bearer header. The API hands one out with every media URL it answers with; the session
// token itself is never accepted in a query. They are signed with a key of their own (derived from the JWT
// secret), so a session token is never a media link nor the other way round, and they carry the user's
// token_version, so logout and a password change end them too.
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { TokenClaims } from './tokens';

/** How long a media link plays: an afternoon of editing, not the session's 7 days. */
export const MEDIA_LINK_LIFETIME_SECONDS = 4 * 60 * 60;

/** Links of one item made within this many seconds are identical (see sign). */
export const MEDIA_LINK_EXPIRY_STEP_SECONDS = 30;

const MEDIA_LINK_TYPE = 'media-link';

export interface MediaLinkOptions {
  lifetimeSeconds?: number;
  /** Milliseconds since the epoch (tests move it). */
  now?: () => number;
}

export class MediaLinks {
  private readonly key: Uint8Array;
  private readonly lifetimeSeconds: number;
  private readonly now: () => number;

  constructor(secret: string, options: MediaLinkOptions = {}) {
    this.key = createHmac('sha256', secret).update('twin-studio media links').digest();
    this.lifetimeSeconds = options.lifetimeSeconds ?? MEDIA_LINK_LIFETIME_SECONDS;
    this.now = options.now ?? Date.now;
  }

  /** `pathWithQuery` (a stream path of ours, maybe with a query) with a link token of `user` for its path added. */
  async link(user: { id: string; tokenVersion: number }, pathWithQuery: string): Promise<string> {
    const url = new URL(pathWithQuery, 'http://media.invalid');
    const claims = { userId: user.id, tokenVersion: user.tokenVersion };
    url.searchParams.set('token', await this.sign(claims, url.pathname));
    return `${url.pathname}${url.search}`;
  }

  async sign(claims: TokenClaims, path: string): Promise<string> {
    // The expiry is rounded down to a step, so the links of one item made within a step are the same token: a
    // status poll's answer stays byte-identical and can answer 304 (http/etag.ts). A link plays its lifetime less
    // at most the step.
    const now = Math.floor(this.now() / 1000);
    const expiresAt =
      Math.floor((now + this.lifetimeSeconds) / MEDIA_LINK_EXPIRY_STEP_SECONDS) *
      MEDIA_LINK_EXPIRY_STEP_SECONDS;
    return new SignJWT({ ver: claims.tokenVersion, path })
      .setProtectedHeader({ alg: 'HS256', typ: MEDIA_LINK_TYPE })
      .setSubject(claims.userId)
      .setIssuedAt(expiresAt - this.lifetimeSeconds)
      .setExpirationTime(expiresAt)
      .sign(this.key);
  }

  /** The claims of a genuine, unexpired link token made for exactly `path`, or null. */
  async verify(token: string, path: string): Promise<TokenClaims | null> {
    try {
      const { payload, protectedHeader } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      if (protectedHeader.typ !== MEDIA_LINK_TYPE) return null;
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      if (payload.path !== path) return null;
      return { userId: payload.sub, tokenVersion: payload.ver };
    } catch {
      return null;
    }
  }
}
