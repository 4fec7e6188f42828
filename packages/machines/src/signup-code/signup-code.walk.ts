// Sample inputs and events for walking the signup-code machine's graph: no code, a blank code,
// a code the server accepts, one it rejects, and a network failure.
import { actorDone, actorFailed } from '../testing/actor-events';
import type { MachineWalk } from '../testing/reachable-states';
import type { SignupCodeMachine } from './signup-code.machine';

export const signupCodeMachineWalk: MachineWalk<SignupCodeMachine> = {
  inputs: [{ code: null }, { code: '   ' }, { code: 'WELCOME' }],
  events: [
    actorDone('validateCode', { valid: true, planTokensTotal: 3600, voiceClonesAllowed: 1 }),
    actorDone('validateCode', { valid: false, planTokensTotal: 0, voiceClonesAllowed: 0 }),
    actorFailed('validateCode', new Error('Failed to fetch')),
  ],
};
