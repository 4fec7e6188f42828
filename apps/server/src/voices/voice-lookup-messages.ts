// What the voice calls and the speech calls say when a voice or a reference clip is looked up and is not there or
// not ready (ours: the spec has no words for these).
export const voiceLookupMessages = {
  modelNotFound: 'Voice model not found.',
  clipNotFound: 'Reference clip not found.',
  modelNotReady: 'This voice is still being prepared. Please wait until training has completed.',
} as const;
