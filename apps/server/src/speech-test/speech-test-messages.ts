// What the speech-test service (/api/speech-test) tells its callers: the spec's words where it has them (part 1
// §5: 'Please select an audio file'), and plain sentences for the refusals the spec leaves open.
const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
const minutes = (seconds: number) => {
  const value = seconds / 60;
  return Number.isInteger(value) ? `${value} minute${value === 1 ? '' : 's'}` : `${seconds} seconds`;
};

export const speechTestMessages = {
  turnedOff:
    'The speech test service is turned off on this server (SPEECH_TEST_ENABLED=false). ' +
    'Ask the administrator to turn it on.',
  notAudio: 'Please select an audio file',
  unreadable: 'This audio file cannot be read. Please try another file.',
  missingAudio: 'Please upload or record audio first',
  referenceTooLarge: (maxBytes: number) =>
    `The reference audio is too large: at most ${megabytes(maxBytes)} MB.`,
  referenceTooShort: 'The reference audio is too short: at least 1 second of speech is needed.',
  referenceTooLong: (maxSeconds: number) =>
    `The reference audio is too long: at most ${minutes(maxSeconds)}.`,
  unknownReference: 'This reference audio is unknown or has expired. Please upload or record audio again.',
  textTooLong: (maxCharacters: number) =>
    `The text is too long for the speech test: at most ${maxCharacters.toLocaleString('en-US')} characters.`,
  busy: 'The speech test is busy with other requests. Please try again in a few minutes.',
  tooManyJobs: (limit: number) =>
    `You already have ${limit} speech tests waiting or running. ` +
    'Please wait for one of them to finish, then try again.',
  jobNotFound: 'This job is unknown or has expired (results are kept for one hour).',
  fileNotFound: 'This audio file is unknown or has expired (results are kept for one hour).',
  timedOut: (seconds: number) =>
    `The generation took longer than ${seconds.toLocaleString('en-US', { maximumFractionDigits: 1 })} seconds ` +
    'and was stopped.',
  interrupted: 'The server restarted before this job finished. Please submit it again.',
  referenceGone: 'The reference audio expired before the job started. Please upload or record audio again.',
  failed: 'The speech could not be generated. Please try again.',
} as const;
