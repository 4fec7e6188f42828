// Session tokens: HS256 JWTs (jose) with a 7-day expiry, subject = user id, `ver` = the user's token_version.
import { SignJWT, jwtVerify } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

/** Tokens whose signature was checked, held so a poll is not checked again; the oldest is let go beyond. */
export const HELD_VERIFIED_TOKENS = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  /** A genuine token stays genuine: only its expiry is checked again (the user's token_version is the caller's). */
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();

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
    const now = Math.floor(Date.now() / 1000);
    const held = this.verified.get(token);
    if (held) {
      if (now < held.expiresAt) return { ...held.claims };
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      const claims = { userId: payload.sub, tokenVersion: payload.ver };
      if (typeof payload.exp === 'number') {
        this.verified.set(token, { claims, expiresAt: payload.exp });
        if (this.verified.size > HELD_VERIFIED_TOKENS)
          this.verified.delete(this.verified.keys().next().value!);
      }
      return { ...claims };
    } catch {
      return null;
    }
  }
}
