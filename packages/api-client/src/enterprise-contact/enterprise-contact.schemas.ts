// The enterprise contact form of part 1 (/contact): inquiry types and the schema the /contact island validates
// with. Nothing is sent to a server (spec). zod/mini, like the questionnaire (see shared/contact-fields.ts).
import * as z from 'zod/mini';
import { basicEmailSchema, optionalText, requiredText } from '../shared/contact-fields';

/** Enterprise inquiry types (value = label in the spec's table); enterprise is the default. */
export const inquiryTypes = [
  { value: 'enterprise', label: 'Enterprise Plan' },
  { value: 'custom', label: 'Custom Integration' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'support', label: 'Technical Support' },
  { value: 'other', label: 'Other' },
] as const;
export type InquiryType = (typeof inquiryTypes)[number]['value'];
export const DEFAULT_INQUIRY_TYPE: InquiryType = 'enterprise';

/** The enterprise contact form (/contact). Nothing is sent to a server; the form validates with this. */
export const enterpriseContactSchema = z.object({
  name: requiredText(200, 'Please enter your full name.'),
  email: basicEmailSchema,
  company: optionalText(200),
  inquiryType: z._default(
    z.enum(inquiryTypes.map((t) => t.value) as [InquiryType, ...InquiryType[]]),
    DEFAULT_INQUIRY_TYPE,
  ),
  message: requiredText(5000, 'Please enter a message.'),
});
export type EnterpriseContact = z.output<typeof enterpriseContactSchema>;
