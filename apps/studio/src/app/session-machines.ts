// The session's auth machine, built once from the studio's auth client (/signup's code check is in
// signup-code-machine.ts and the signed-in layout's credits machine in credits-machine.ts, off /login).
import { authApi } from '../lib/auth-api';
import { createStudioAuthMachine } from './studio-machines';

export const studioAuthMachine = createStudioAuthMachine(authApi);
