// What a creator reads about consent (issue 23's words; docs/ARCHITECTURE.md: plain words, no internals).
export const consentMessages = {
  wordsFailed: 'We could not hear the phrase. Please read it again.',
  unreadable: 'We could not read this recording. Please record again.',
  expired: 'This consent sentence has expired. Please start again.',
  alreadyPassed: 'This consent sentence has already been recorded. Please start again for a new one.',
  notFound: 'This consent recording was not found.',
  busy: 'Your previous recording is still being checked. Please wait a moment.',
  tooLarge: 'The consent recording is too large. Please keep it under 50 MB.',
  missingFile: 'Please record the consent sentence.',
  tooShort: 'The consent recording is too short. Please read the whole sentence.',
  tooLong: 'The consent recording is too long. Please keep it under 60 seconds.',
  missingConsent: 'Please record your consent before creating a voice.',
  voiceMismatch: 'This voice does not match your consent recording.',
};
