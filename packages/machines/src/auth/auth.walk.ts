// Sample inputs and events for walking the auth machine's graph: with and without a saved
// token, every form rule broken once and the form right, every actor succeeding and failing.
// Used by the story-coverage test and the model-based test.
import { actorDone, actorFailed } from '../testing/actor-events';
import type { MachineWalk } from '../testing/reachable-states';
import type { AuthMachine } from './auth.machine';
import type { AuthEvent, AuthUser } from './auth.types';

const sampleUser: AuthUser = { username: 'ada', email: 'ada@example.com' };
const renamedUser: AuthUser = { username: 'ada.l', email: 'ada@example.com' };
const validRegistration = {
  type: 'auth.register',
  username: 'ada',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  signupCode: 'WELCOME',
} as const satisfies AuthEvent;

const userEvents: AuthEvent[] = [
  { type: 'auth.login', email: '', password: '' },
  { type: 'auth.login', email: 'ada@example.com', password: 'secret1' },
  { ...validRegistration, signupCode: null },
  { ...validRegistration, username: '' },
  { ...validRegistration, confirmPassword: 'secret2' },
  { ...validRegistration, password: 'short', confirmPassword: 'short' },
  validRegistration,
  { type: 'auth.logout' },
  { type: 'profile.update', changes: { username: 'ada.l' } },
  { type: 'password.change', currentPassword: 'secret1', newPassword: 'secret2' },
  { type: 'error.dismiss' },
];

export const authMachineWalk: MachineWalk<AuthMachine> = {
  inputs: [{ token: null }, { token: 'saved-token' }],
  events: [
    ...userEvents,
    actorDone('fetchProfile', sampleUser),
    actorFailed('fetchProfile', new Error('Unauthorized')),
    actorDone('login', { token: 'login-token', user: sampleUser }),
    actorFailed('login', new Error('Invalid email or password.')),
    actorDone('register', { token: 'register-token', user: sampleUser }),
    actorFailed('register', new Error('Email already registered.')),
    actorDone('updateProfile', renamedUser),
    actorFailed('updateProfile', new Error('Username taken.')),
    actorDone('changePassword', undefined),
    actorFailed('changePassword', new Error('Current password is incorrect.')),
  ],
};
