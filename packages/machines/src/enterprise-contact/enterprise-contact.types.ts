// Types of the enterprise contact form (/contact, spec part 1 §2, §3): the form as typed (every
// field a string), its events and context. Structural: @twin/api-client's EnterpriseContact fits.

export const enterpriseContactFields = ['name', 'email', 'company', 'inquiryType', 'message'] as const;
export type EnterpriseContactField = (typeof enterpriseContactFields)[number];

export type EnterpriseContactForm = Record<EnterpriseContactField, string>;

export interface EnterpriseContactContext {
  form: EnterpriseContactForm;
  /** Set by a refused submit: from then on the view marks the fields that still need attention. */
  attempted: boolean;
}

export interface EnterpriseContactInput {
  /** The inquiry type preselected (§3: enterprise, 'Enterprise Plan'). */
  inquiryType?: string;
}

export type EnterpriseContactEvent =
  { type: 'inquiry.change'; field: EnterpriseContactField; value: string } | { type: 'inquiry.submit' };
