// The provided machines /login and /signup run, built once from the studio's auth client (the
// signed-in layout's credits machine is in credits-machine.ts, off the sign-in pages).
import { authApi } from '../lib/auth-api';
import { createStudioAuthMachine, createStudioSignupCodeMachine } from './studio-machines';

export const studioAuthMachine = createStudioAuthMachine(authApi);
export const studioSignupCodeMachine = createStudioSignupCodeMachine(authApi);
