// The real machines with fake actors, for flow stories (play functions drive the real transitions
// and guards; only the server is pretend). One account exists: maya@northwind.studio / secret1.
import {
  authMachine,
  type AuthSession,
  type AuthUser,
  type LoginForm,
  type PasswordChange,
  type PasswordChangeResult,
  type ProfileChanges,
  type RegistrationRequest,
} from '@twin/machines/auth';
import { creditsMachine, type CreditUsage } from '@twin/machines/credits';
import { signupCodeMachine, type SignupCodeValidation } from '@twin/machines/signup-code';
import { fromPromise } from 'xstate';
import { sampleUser, usageSamples } from './account-fixtures';

export const storyAccount = { email: sampleUser.email, password: 'secret1' } as const;
export const storyInvalidLoginMessage = 'Invalid email or password.';
/** Fake latency, long enough for a play function to see the working state. */
const latencyMs = 400;

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export const storyAuthMachine = authMachine.provide({
  actors: {
    fetchProfile: fromPromise<AuthUser, { token: string }>(async () => {
      await pause(latencyMs);
      return sampleUser;
    }),
    login: fromPromise<AuthSession, LoginForm>(async ({ input }) => {
      await pause(latencyMs);
      if (input.email === storyAccount.email && input.password === storyAccount.password) {
        return { token: 'story-token', user: sampleUser };
      }
      throw new Error(storyInvalidLoginMessage);
    }),
    register: fromPromise<AuthSession, RegistrationRequest>(async ({ input }) => {
      await pause(latencyMs);
      return { token: 'story-token', user: { ...sampleUser, username: input.username, email: input.email } };
    }),
    updateProfile: fromPromise<AuthUser, { changes: ProfileChanges }>(async ({ input }) => {
      await pause(latencyMs);
      return { ...sampleUser, ...input.changes };
    }),
    changePassword: fromPromise<PasswordChangeResult, PasswordChange>(async () => {
      await pause(latencyMs);
    }),
  },
});

/** A code machine whose server accepts 'WELCOME' (3,600 credits, 1 clone) and nothing else. */
export const storySignupCodeMachine = signupCodeMachine.provide({
  actors: {
    validateCode: fromPromise<SignupCodeValidation, { code: string }>(async ({ input }) => {
      await pause(latencyMs);
      return input.code === 'WELCOME'
        ? { valid: true, planTokensTotal: 3600, voiceClonesAllowed: 1 }
        : { valid: false, planTokensTotal: 0, voiceClonesAllowed: 0 };
    }),
  },
});

export function storyCreditsMachine(result: CreditUsage | Error = usageSamples.comfortable) {
  return creditsMachine.provide({
    actors: {
      fetchTokenUsage: fromPromise<CreditUsage, void>(async () => {
        await pause(latencyMs);
        if (result instanceof Error) throw result;
        return result;
      }),
    },
    actions: { logError: () => {} },
  });
}
