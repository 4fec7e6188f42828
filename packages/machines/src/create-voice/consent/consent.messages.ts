// Texts of the consent step (issue 23; not in docs/spec, so ours, short). The server's messages
// (the phrase not heard, an unreadable or expired recording) are shown as the server words them;
// these are the fallbacks and the step's own texts.
export const consentMessages = {
  loadFailed: 'We could not prepare your consent sentence. Please try again.',
  expired: 'This consent sentence has expired. Please start again.',
  uploadFailed: 'We could not send your recording. Please try again.',
  checkFailed: 'We could not hear the phrase. Please read it again.',
  microphoneDenied: 'Microphone access denied. Please check permissions.',
  noCamera: 'No camera found: your consent will prove your voice, not your face.',
  required: 'Please record your consent before creating a voice.',
  /** The voice check's measured limits in plain words (README: `npm run bench -- consent`). */
  voiceCheckNote:
    'When you create the voice, we also compare the voice in your sample with this recording. The check is not perfect: in our tests with synthetic voices it refused the same voice 1 to 3 times in 30 and let no different voice through in 1,080 tries. If it refuses your own voice, record your consent again in a quiet room, in your usual voice.',
} as const;

/** The take's limits (the consent contract: 3–60 s of audio); the count-in before it. */
export const consentLimits = { minSeconds: 3, maxSeconds: 60, countdownFrom: 3 } as const;
