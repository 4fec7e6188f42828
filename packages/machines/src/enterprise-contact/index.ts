// The enterprise contact workflow (/contact): machine, types, rules and texts (the walk is in testing).
export { enterpriseContactMachine, enterpriseContactSendDelay } from './enterprise-contact.machine';
export type {
  EnterpriseContactActorRef,
  EnterpriseContactMachine,
  EnterpriseContactSnapshot,
} from './enterprise-contact.machine';
export { enterpriseContactFields } from './enterprise-contact.types';
export type {
  EnterpriseContactContext,
  EnterpriseContactEvent,
  EnterpriseContactField,
  EnterpriseContactForm,
  EnterpriseContactInput,
} from './enterprise-contact.types';
export { enterpriseContactMessages } from './enterprise-contact.messages';
export {
  defaultInquiryType,
  emptyEnterpriseContactForm,
  enterpriseContactErrors,
  isEnterpriseContactComplete,
} from './enterprise-contact.rules';
export type { EnterpriseContactErrors } from './enterprise-contact.rules';
