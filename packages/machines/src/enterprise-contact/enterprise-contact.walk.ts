// Sample events for walking the enterprise contact machine: a refused submit (required fields
// missing), the fields filled, a submit, and the 2-second timer tried bare.
import type { MachineWalk } from '../testing/reachable-states';
import type { EnterpriseContactMachine } from './enterprise-contact.machine';
import type { EnterpriseContactEvent, EnterpriseContactForm } from './enterprise-contact.types';

export const sampleEnterpriseContact: EnterpriseContactForm = {
  name: 'Maya Lind',
  email: 'maya@northwind.studio',
  company: 'Northwind Studio',
  inquiryType: 'custom',
  message: 'We would like to localize 200 course videos a year.',
};

const fill = (field: keyof EnterpriseContactForm): EnterpriseContactEvent => ({
  type: 'inquiry.change',
  field,
  value: sampleEnterpriseContact[field],
});

export const enterpriseContactMachineWalk: MachineWalk<EnterpriseContactMachine> = {
  events: (snapshot) => [
    // Fill the form in one go once the first field is in, so the walk stays small.
    ...(snapshot.context.form.name === '' ? [fill('name')] : []),
    ...(snapshot.context.form.name !== '' && snapshot.context.form.email === ''
      ? [fill('email'), fill('message')]
      : []),
    { type: 'inquiry.submit' },
  ],
  filterEvents: (_, event) => event.type !== 'inquiry.change' || 'field' in event,
};
