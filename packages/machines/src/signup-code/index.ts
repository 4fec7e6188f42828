// @twin/machines/signup-code: the signup-code check behind /signup?code=…, its types and texts.
export { signupCodeMachine } from './signup-code.machine';
export type {
  SignupCodeActorRef,
  SignupCodeContext,
  SignupCodeInput,
  SignupCodeMachine,
  SignupCodeSnapshot,
  SignupCodeValidation,
} from './signup-code.machine';
export { signupCodeMessages } from './signup-code.messages';
