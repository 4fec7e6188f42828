// The invitation code from /signup?code=…: absent → missing; otherwise validated once by the
// `validateCode` actor (provided by the app) → valid with its grants, or invalid. A network
// failure counts as invalid (spec part 1 §4, §8).
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../shared/not-provided';
import { signupCodeMessages } from './signup-code.messages';

export interface SignupCodeInput {
  code: string | null;
}

export interface SignupCodeContext {
  /** The code trimmed, or null when absent or blank. */
  code: string | null;
  planTokensTotal: number;
  voiceClonesAllowed: number;
  error: string | null;
}

/** What GET /api/custom-signup/validate-code/{code} answers. */
export interface SignupCodeValidation {
  valid: boolean;
  planTokensTotal: number;
  voiceClonesAllowed: number;
}

export const signupCodeMachine = setup({
  types: {
    context: {} as SignupCodeContext,
    input: {} as SignupCodeInput,
  },
  actors: {
    validateCode: notProvided<SignupCodeValidation, { code: string }>('validateCode'),
  },
  actions: {
    rejectCode: assign({ error: signupCodeMessages.invalid, planTokensTotal: 0, voiceClonesAllowed: 0 }),
    reportMissingCode: assign({ error: signupCodeMessages.missing }),
  },
  guards: {
    hasCode: ({ context }) => context.code !== null,
  },
}).createMachine({
  id: 'signupCode',
  context: ({ input }) => {
    const code = input.code?.trim() ?? '';
    return { code: code === '' ? null : code, planTokensTotal: 0, voiceClonesAllowed: 0, error: null };
  },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasCode', target: 'validating' }, { target: 'missing' }],
    },
    validating: {
      invoke: {
        id: 'validateCode',
        src: 'validateCode',
        input: ({ context }) => ({ code: context.code ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.valid,
            target: 'valid',
            actions: assign({
              planTokensTotal: ({ event }) => event.output.planTokensTotal,
              voiceClonesAllowed: ({ event }) => event.output.voiceClonesAllowed,
            }),
          },
          { target: 'invalid', actions: 'rejectCode' },
        ],
        onError: { target: 'invalid', actions: 'rejectCode' },
      },
    },
    valid: {},
    invalid: {},
    missing: { entry: 'reportMissingCode' },
  },
});

export type SignupCodeMachine = typeof signupCodeMachine;
export type SignupCodeSnapshot = SnapshotFrom<typeof signupCodeMachine>;
export type SignupCodeActorRef = ActorRefFrom<typeof signupCodeMachine>;
