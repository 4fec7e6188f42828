// Session tokens: HS256 JWTs (jose) with a 7-day expiry, subject = user id, `ver` = the user's token_version.
import { SignJWT, jwtVerify } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuedAt(now)
      .setExpirationTime(now + lifetimeSeconds)
      .sign(this.key);
  }

  /** The claims of a genuine, unexpired token, or null for anything else. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      return { userId: payload.sub, tokenVersion: payload.ver };
    } catch {
      return null;
    }
  }
}
