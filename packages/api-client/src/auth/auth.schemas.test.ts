// The auth rules: username 3–32 of letters, digits and _.-; a valid e-mail (normalised); password ≥ 6.
import { describe, expect, it } from 'vitest';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  userSchema,
  validateCodeResponseSchema,
} from './auth.schemas';

const validRegistration = { username: 'ada_l-1.0', email: 'Ada@Example.com ', password: 'secret' };

describe('registerRequestSchema', () => {
  it('accepts a valid registration and normalises the e-mail to trimmed lower case', () => {
    const parsed = registerRequestSchema.parse({ ...validRegistration, signupCode: 'ABC123' });
    expect(parsed.email).toBe('ada@example.com');
    expect(parsed.signupCode).toBe('ABC123');
  });

  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(33)],
    ['a space', 'ada lovelace'],
    ['other punctuation', 'ada!'],
  ])('rejects a username with %s', (_reason, username) => {
    expect(registerRequestSchema.safeParse({ ...validRegistration, username }).success).toBe(false);
  });

  it('accepts usernames of exactly 3 and 32 characters', () => {
    expect(registerRequestSchema.safeParse({ ...validRegistration, username: 'abc' }).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...validRegistration, username: 'a'.repeat(32) }).success).toBe(
      true,
    );
  });

  it.each(['not-an-email', 'a@b', '@example.com', 'ada@'])('rejects the e-mail %s', (email) => {
    expect(registerRequestSchema.safeParse({ ...validRegistration, email }).success).toBe(false);
  });

  it("rejects a 5-character password with the spec's text", () => {
    const result = registerRequestSchema.safeParse({ ...validRegistration, password: '12345' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 6 characters long');
  });

  it('accepts a missing signup code (the server decides) but not a blank one', () => {
    expect(registerRequestSchema.safeParse(validRegistration).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...validRegistration, signupCode: '  ' }).success).toBe(false);
  });
});

describe('loginRequestSchema', () => {
  it('needs both fields', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email: '', password: 'x' }).success).toBe(false);
    expect(loginRequestSchema.parse({ email: ' A@B.co', password: 'x' }).email).toBe('a@b.co');
  });
});

describe('profile and password changes', () => {
  it('refuses an empty profile update and accepts a username change', () => {
    expect(profileUpdateRequestSchema.safeParse({}).success).toBe(false);
    expect(profileUpdateRequestSchema.safeParse({ username: 'grace' }).success).toBe(true);
  });

  it('applies the password rule to the new password only', () => {
    expect(
      changePasswordRequestSchema.safeParse({ currentPassword: 'x', newPassword: 'longer' }).success,
    ).toBe(true);
    expect(
      changePasswordRequestSchema.safeParse({ currentPassword: 'x', newPassword: 'short' }).success,
    ).toBe(false);
  });
});

describe('responses', () => {
  it('reads a user and rejects an unknown plan', () => {
    const user = {
      id: 'u1',
      username: 'ada',
      email: 'ada@example.com',
      created_at: '2025-01-02T03:04:05.000Z',
      current_plan: 'Starter',
      voice_clones_used: 0,
      voice_clones_allowed: -1,
    };
    expect(userSchema.parse(user)).toEqual(user);
    expect(userSchema.safeParse({ ...user, current_plan: 'Gold' }).success).toBe(false);
  });

  it('reads a failed code validation', () => {
    expect(
      validateCodeResponseSchema.parse({ valid: false, planTokensTotal: 0, voiceClonesAllowed: 0 }).valid,
    ).toBe(false);
  });
});
