// The session: restore a saved token, sign in, register, sign out, edit the profile, change the
// password (spec part 1 §4, §5, §8). Side effects are placeholders the app provides:
// actors fetchProfile/login/register/updateProfile/changePassword, actions storeToken/forgetToken/revokeSession.
import { assertEvent, assign, not, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorMessageOr } from '../shared/error-message';
import { notProvided } from '../shared/not-provided';
import { authMessages } from './auth.messages';
import type {
  AuthContext,
  AuthEvent,
  AuthInput,
  AuthSession,
  AuthUser,
  PasswordChange,
  PasswordChangeResult,
  ProfileChanges,
  RegistrationRequest,
} from './auth.types';
import { validateLogin, validateRegistration, type LoginForm } from './auth.validation';

function reissuedToken(result: PasswordChangeResult): string | null {
  return typeof result === 'object' && result !== null && typeof result.token === 'string'
    ? result.token
    : null;
}

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    input: {} as AuthInput,
    events: {} as AuthEvent,
  },
  actors: {
    fetchProfile: notProvided<AuthUser, { token: string }>('fetchProfile'),
    login: notProvided<AuthSession, LoginForm>('login'),
    register: notProvided<AuthSession, RegistrationRequest>('register'),
    updateProfile: notProvided<AuthUser, { changes: ProfileChanges }>('updateProfile'),
    changePassword: notProvided<PasswordChangeResult, PasswordChange>('changePassword'),
  },
  actions: {
    /** The app saves the token (localStorage 'token') so a reload restores the session. */
    storeToken: (_, _params: { token: string }) => {},
    /** The app removes the saved token and its bearer header. */
    forgetToken: () => {},
    /** On logout, before the token is forgotten: the app asks the server to revoke it (fire and forget). */
    revokeSession: () => {},
    clearMessages: assign({ error: null, notice: null }),
    showLoginFormError: assign({
      error: ({ event }) => {
        assertEvent(event, 'auth.login');
        return validateLogin(event);
      },
    }),
    showRegistrationFormError: assign({
      error: ({ event }) => {
        assertEvent(event, 'auth.register');
        return validateRegistration(event);
      },
    }),
    signOut: assign({ user: null, token: null, error: null, notice: null }),
  },
  guards: {
    hasSavedToken: ({ context }) => context.token !== null,
    loginFormIsInvalid: ({ event }) => {
      assertEvent(event, 'auth.login');
      return validateLogin(event) !== null;
    },
    registrationFormIsInvalid: ({ event }) => {
      assertEvent(event, 'auth.register');
      return validateRegistration(event) !== null;
    },
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    user: null,
    token: input.token === null || input.token.trim() === '' ? null : input.token,
    error: null,
    notice: null,
  }),
  initial: 'restoring',
  on: {
    'error.dismiss': { actions: 'clearMessages' },
  },
  states: {
    restoring: {
      // Without a saved token there is nothing to restore; the invoke below never starts.
      always: { guard: not('hasSavedToken'), target: 'signedOut.idle' },
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'signedIn.idle',
          actions: assign({ user: ({ event }) => event.output }),
        },
        // A failed restore signs out silently: no error text.
        onError: {
          target: 'signedOut.idle',
          actions: ['forgetToken', assign({ token: null, user: null })],
        },
      },
    },
    signedOut: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'auth.login': [
              { guard: 'loginFormIsInvalid', actions: 'showLoginFormError' },
              { target: 'loggingIn', actions: 'clearMessages' },
            ],
            'auth.register': [
              { guard: 'registrationFormIsInvalid', actions: 'showRegistrationFormError' },
              { target: 'registering', actions: 'clearMessages' },
            ],
          },
        },
        loggingIn: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'auth.login');
              return { email: event.email, password: event.password };
            },
            onDone: {
              target: '#auth.signedIn.idle',
              actions: [
                assign({ token: ({ event }) => event.output.token, user: ({ event }) => event.output.user }),
                { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({
                error: ({ event }) => errorMessageOr(event.error, authMessages.loginFailed),
              }),
            },
          },
        },
        registering: {
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ event }) => {
              assertEvent(event, 'auth.register');
              return {
                username: event.username,
                email: event.email,
                password: event.password,
                signupCode: event.signupCode ?? '',
              };
            },
            onDone: {
              target: '#auth.signedIn.idle',
              actions: [
                assign({ token: ({ event }) => event.output.token, user: ({ event }) => event.output.user }),
                { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({
                error: ({ event }) => errorMessageOr(event.error, authMessages.registrationFailed),
              }),
            },
          },
        },
      },
    },
    signedIn: {
      initial: 'idle',
      on: {
        // From any signed-in state: leaving cancels a running profile or password call.
        'auth.logout': { target: 'signedOut.idle', actions: ['revokeSession', 'forgetToken', 'signOut'] },
      },
      states: {
        idle: {
          on: {
            'profile.update': { target: 'updatingProfile', actions: 'clearMessages' },
            'password.change': { target: 'changingPassword', actions: 'clearMessages' },
          },
        },
        updatingProfile: {
          invoke: {
            id: 'updateProfile',
            src: 'updateProfile',
            input: ({ event }) => {
              assertEvent(event, 'profile.update');
              return { changes: event.changes };
            },
            onDone: {
              target: 'idle',
              actions: assign({ user: ({ event }) => event.output, notice: authMessages.profileUpdated }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                error: ({ event }) => errorMessageOr(event.error, authMessages.profileUpdateFailed),
              }),
            },
          },
        },
        changingPassword: {
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ event }) => {
              assertEvent(event, 'password.change');
              return { currentPassword: event.currentPassword, newPassword: event.newPassword };
            },
            onDone: [
              {
                guard: ({ event }) => reissuedToken(event.output) !== null,
                target: 'idle',
                actions: [
                  assign({
                    token: ({ event }) => reissuedToken(event.output),
                    notice: authMessages.passwordChanged,
                  }),
                  {
                    type: 'storeToken',
                    params: ({ event }) => ({ token: reissuedToken(event.output) ?? '' }),
                  },
                ],
              },
              { target: 'idle', actions: assign({ notice: authMessages.passwordChanged }) },
            ],
            onError: {
              target: 'idle',
              actions: assign({
                error: ({ event }) => errorMessageOr(event.error, authMessages.passwordChangeFailed),
              }),
            },
          },
        },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
export type AuthActorRef = ActorRefFrom<typeof authMachine>;
