// The login and signup form rules, in the spec's order and with its texts.
import { describe, expect, it } from 'vitest';
import { validateLogin, validateRegistration, type RegistrationForm } from './auth.validation';

const form: RegistrationForm = {
  username: 'ada',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  signupCode: 'WELCOME',
};

describe('validateLogin', () => {
  it('asks for both fields when the e-mail is empty', () => {
    expect(validateLogin({ email: '', password: 'secret1' })).toBe('Please fill in all fields');
  });
  it('asks for both fields when the password is empty', () => {
    expect(validateLogin({ email: 'ada@example.com', password: '' })).toBe('Please fill in all fields');
  });
  it('treats whitespace alone as empty', () => {
    expect(validateLogin({ email: '   ', password: 'secret1' })).toBe('Please fill in all fields');
  });
  it('accepts a filled form', () => {
    expect(validateLogin({ email: 'ada@example.com', password: 'x' })).toBeNull();
  });
});

describe('validateRegistration', () => {
  it('requires the signup code first, even when every other rule fails too', () => {
    expect(validateRegistration({ ...form, signupCode: null, username: '', confirmPassword: 'x' })).toBe(
      'A valid signup code is required to create an account',
    );
    expect(validateRegistration({ ...form, signupCode: '  ' })).toBe(
      'A valid signup code is required to create an account',
    );
  });
  it.each(['username', 'email', 'password', 'confirmPassword'] as const)('requires %s', (field) => {
    expect(validateRegistration({ ...form, [field]: '' })).toBe('Please fill in all fields');
  });
  it('checks empty fields before the passwords match', () => {
    expect(validateRegistration({ ...form, username: '', confirmPassword: 'other1' })).toBe(
      'Please fill in all fields',
    );
  });
  it('rejects passwords that differ before checking their length', () => {
    expect(validateRegistration({ ...form, password: 'abc', confirmPassword: 'abd' })).toBe(
      'Passwords do not match',
    );
  });
  it('rejects a password shorter than 6 characters', () => {
    expect(validateRegistration({ ...form, password: 'abcde', confirmPassword: 'abcde' })).toBe(
      'Password must be at least 6 characters long',
    );
  });
  it('accepts a password of exactly 6 characters', () => {
    expect(validateRegistration({ ...form, password: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });
});
