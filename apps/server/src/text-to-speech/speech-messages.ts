// Every text the speech calls send to users. Spec part 2 words where the spec has them ('Complete your voice
// setup to use this model.', 'Please select a reference sample.'); ours otherwise.
import { voiceLookupMessages } from '../voices/voice-lookup-messages';

export const speechMessages = {
  modelNotFound: voiceLookupMessages.modelNotFound,
  modelNotReady: voiceLookupMessages.modelNotReady,
  clipNotFound: voiceLookupMessages.clipNotFound,
  // Spec §2 (the prompt for a ready but uncategorized voice) and §5 (non-pro voices).
  setupIncomplete: 'Complete your voice setup to use this model.',
  referenceClipRequired: 'Please select a reference sample.',
  noProfile: 'This voice has no speech profile. Please create the voice again.',
} as const;

export function otherEngineMessage(profileEngine: string, engine: string): string {
  return (
    `This voice was made for the ${profileEngine} speech engine, but the server now uses ${engine}. ` +
    'Please create the voice again.'
  );
}
