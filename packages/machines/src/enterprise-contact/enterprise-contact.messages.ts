// Texts of the enterprise contact form. 'Sending...', 'Thank You!' and the 24-hour sentence are the
// spec's (part 1 §2), word for word; the field hints are ours and match @twin/api-client's schema.
export const enterpriseContactMessages = {
  sending: 'Sending...',
  thankYouTitle: 'Thank You!',
  thankYouText: "We've received your inquiry and will get back to you within 24 hours.",
  nameRequired: 'Please enter your full name.',
  emailInvalid: 'Please enter a valid e-mail address.',
  messageRequired: 'Please enter a message.',
} as const;
