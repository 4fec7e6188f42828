// The enterprise form's rules (spec part 1 §5): name, e-mail and message required, company
// optional; the e-mail must match the basic pattern the questionnaire uses. The machine's default
// guard; the marketing app provides it from @twin/api-client's `enterpriseContactSchema`.
import { basicEmailPattern } from '../questionnaire/questionnaire.rules';
import { enterpriseContactMessages } from './enterprise-contact.messages';
import type { EnterpriseContactForm } from './enterprise-contact.types';

/** §3: the inquiry type preselected. */
export const defaultInquiryType = 'enterprise';

export type EnterpriseContactErrors = Partial<Record<'name' | 'email' | 'message', string>>;

export function enterpriseContactErrors(form: EnterpriseContactForm): EnterpriseContactErrors {
  const errors: EnterpriseContactErrors = {};
  if (form.name.trim() === '') errors.name = enterpriseContactMessages.nameRequired;
  if (!basicEmailPattern.test(form.email.trim())) errors.email = enterpriseContactMessages.emailInvalid;
  if (form.message.trim() === '') errors.message = enterpriseContactMessages.messageRequired;
  return errors;
}

export function isEnterpriseContactComplete(form: EnterpriseContactForm): boolean {
  return Object.keys(enterpriseContactErrors(form)).length === 0;
}

export function emptyEnterpriseContactForm(inquiryType = defaultInquiryType): EnterpriseContactForm {
  return { name: '', email: '', company: '', inquiryType, message: '' };
}
