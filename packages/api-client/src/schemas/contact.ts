// Public forms of part 1, one module each so a page's bundle carries only its own: the Get Started
// questionnaire (questionnaire.ts, POST /api/contact-form) and the enterprise contact form
// (enterprise-contact.ts, local only), with their shared field rules (contact-fields.ts).
export { BASIC_EMAIL_PATTERN } from './contact-fields';
export * from './questionnaire';
export * from './enterprise-contact';
