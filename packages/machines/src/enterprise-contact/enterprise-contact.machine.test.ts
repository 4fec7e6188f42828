// The enterprise contact machine on a fake clock: required fields, 'Sending...' for exactly two
// seconds, the thank-you state, and nothing sent twice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { enterpriseContactMachine } from './enterprise-contact.machine';
import { enterpriseContactMessages } from './enterprise-contact.messages';
import { enterpriseContactErrors } from './enterprise-contact.rules';
import type { EnterpriseContactField } from './enterprise-contact.types';
import { sampleEnterpriseContact } from './enterprise-contact.walk';

function start() {
  const actor = createActor(enterpriseContactMachine, { input: {} }).start();
  const fill = (field: EnterpriseContactField, value = sampleEnterpriseContact[field]) =>
    actor.send({ type: 'inquiry.change', field, value });
  return { actor, fill, snapshot: () => actor.getSnapshot() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('enterpriseContactMachine', () => {
  it('starts editing an empty form with Enterprise Plan preselected', () => {
    const { snapshot } = start();
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toEqual({
      form: { name: '', email: '', company: '', inquiryType: 'enterprise', message: '' },
      attempted: false,
    });
  });

  it('refuses a submit without name, e-mail and message and marks the form attempted', () => {
    const { actor, fill, snapshot } = start();
    fill('company');
    actor.send({ type: 'inquiry.submit' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.attempted).toBe(true);
    expect(enterpriseContactErrors(snapshot().context.form)).toEqual({
      name: enterpriseContactMessages.nameRequired,
      email: enterpriseContactMessages.emailInvalid,
      message: enterpriseContactMessages.messageRequired,
    });
  });

  it('needs no company', () => {
    const { actor, fill, snapshot } = start();
    fill('name');
    fill('email');
    fill('message');
    actor.send({ type: 'inquiry.submit' });
    expect(snapshot().value).toBe('sending');
  });

  it("reads 'Sending...' for two seconds, then says thank you", () => {
    const { actor, fill, snapshot } = start();
    fill('name');
    fill('email');
    fill('message');
    fill('inquiryType');
    actor.send({ type: 'inquiry.submit' });
    expect(snapshot().value).toBe('sending');
    actor.send({ type: 'inquiry.submit' });
    actor.send({ type: 'inquiry.change', field: 'name', value: 'changed while sending' });
    expect(snapshot().context.form.name).toBe('Maya Lind');

    vi.advanceTimersByTime(1_999);
    expect(snapshot().value).toBe('sending');
    vi.advanceTimersByTime(1);
    expect(snapshot().value).toBe('sent');
    expect(snapshot().status).toBe('done');
    expect(snapshot().context.form).toEqual({ ...sampleEnterpriseContact, company: '' });
  });

  it('lets the app provide the rule (the shared schema) and the delay', () => {
    const machine = enterpriseContactMachine.provide({
      guards: { formIsComplete: ({ context }) => context.form.company !== '' },
      delays: { sendDelay: 10 },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'inquiry.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'inquiry.change', field: 'company', value: 'Acme' });
    actor.send({ type: 'inquiry.submit' });
    vi.advanceTimersByTime(10);
    expect(actor.getSnapshot().value).toBe('sent');
  });
});
