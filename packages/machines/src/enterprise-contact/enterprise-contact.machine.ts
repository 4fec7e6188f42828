// The enterprise contact form (/contact, spec part 1 §2, §4, §9): editing, then 'Sending...' for
// 2 seconds (named delay `sendDelay`), then the thank-you state. Per the spec nothing is sent to a
// server. A submit with a required field missing stays in `editing` and marks the form attempted,
// so the view shows the field hints. The guard `formIsComplete` defaults to
// enterprise-contact.rules.ts; the app provides it from the shared schema.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { emptyEnterpriseContactForm, isEnterpriseContactComplete } from './enterprise-contact.rules';
import type {
  EnterpriseContactContext,
  EnterpriseContactEvent,
  EnterpriseContactInput,
} from './enterprise-contact.types';

/** §9: the simulated contact submit delay. */
export const enterpriseContactSendDelay = 2_000;

export const enterpriseContactMachine = setup({
  types: {
    context: {} as EnterpriseContactContext,
    input: {} as EnterpriseContactInput,
    events: {} as EnterpriseContactEvent,
  },
  actions: {
    recordField: assign({
      form: ({ context, event }) =>
        event.type === 'inquiry.change' ? { ...context.form, [event.field]: event.value } : context.form,
    }),
    markAttempted: assign({ attempted: true }),
  },
  guards: {
    formIsComplete: ({ context }) => isEnterpriseContactComplete(context.form),
  },
  delays: {
    sendDelay: enterpriseContactSendDelay,
  },
}).createMachine({
  id: 'enterpriseContact',
  context: ({ input }) => ({
    form: emptyEnterpriseContactForm(input?.inquiryType),
    attempted: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'inquiry.change': { actions: 'recordField' },
        'inquiry.submit': [{ guard: 'formIsComplete', target: 'sending' }, { actions: 'markAttempted' }],
      },
    },
    /** The button reads 'Sending...'; a second submit is ignored. */
    sending: {
      after: { sendDelay: 'sent' },
    },
    /** 'Thank You!' with 'Back to Account'. */
    sent: { type: 'final' },
  },
});

export type EnterpriseContactMachine = typeof enterpriseContactMachine;
export type EnterpriseContactSnapshot = SnapshotFrom<typeof enterpriseContactMachine>;
export type EnterpriseContactActorRef = ActorRefFrom<typeof enterpriseContactMachine>;
