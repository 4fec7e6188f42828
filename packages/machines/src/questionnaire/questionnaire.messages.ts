// Texts of the questionnaire. The first two are the spec's, word for word (part 1 §4, §8); the
// field hints on the contact step are ours and match @twin/api-client's questionnaire schema.
export const questionnaireMessages = {
  stepIncomplete: 'Please complete this step before continuing.',
  submitFailed: 'There was an error submitting your form. Please try again.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  emailInvalid: 'Please enter a valid e-mail address.',
} as const;
