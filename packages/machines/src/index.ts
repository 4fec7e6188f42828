// Public surface of @twin/machines: the workflow machines, their types and texts, and the graph
// walk used by the story-coverage and model-based tests. No React, no fetch, no DOM.
export { authMachine } from './auth/auth.machine';
export type { AuthActorRef, AuthMachine, AuthSnapshot } from './auth/auth.machine';
export type {
  AuthContext,
  AuthEvent,
  AuthInput,
  AuthSession,
  AuthUser,
  PasswordChange,
  PasswordChangeResult,
  ProfileChanges,
  RegistrationRequest,
} from './auth/auth.types';
export { authMessages } from './auth/auth.messages';
export type { AuthMessage } from './auth/auth.messages';
export { minimumPasswordLength, validateLogin, validateRegistration } from './auth/auth.validation';
export type { LoginForm, RegistrationForm } from './auth/auth.validation';
export { authMachineWalk } from './auth/auth.walk';

export { signupCodeMachine } from './signup-code/signup-code.machine';
export type {
  SignupCodeActorRef,
  SignupCodeContext,
  SignupCodeInput,
  SignupCodeMachine,
  SignupCodeSnapshot,
  SignupCodeValidation,
} from './signup-code/signup-code.machine';
export { signupCodeMessages } from './signup-code/signup-code.messages';
export { signupCodeMachineWalk } from './signup-code/signup-code.walk';

export { creditsMachine, creditsRefreshInterval } from './credits/credits.machine';
export type {
  CreditsActorRef,
  CreditsContext,
  CreditsEvent,
  CreditsMachine,
  CreditsSnapshot,
  CreditUsage,
} from './credits/credits.machine';
export { creditsMachineWalk } from './credits/credits.walk';

export { actorDone, actorFailed } from './graph/actor-events';
export type { DoneActorEventObject, ErrorActorEventObject } from './graph/actor-events';
export { reachableStates, reachableStateValues, walkMachine } from './graph/reachable-states';
export type { MachineWalk, ReachableState, WalkedPath, WalkEvent } from './graph/reachable-states';
export { stateValuePaths } from './graph/state-value-paths';
