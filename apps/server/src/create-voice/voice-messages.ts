// Every text the voice calls send to users. Spec part 2 §5 words where the spec has them; ours otherwise.
import { audioRefusalMessages } from '../media/upload-refusals';
import { voiceLookupMessages } from '../voices/voice-lookup-messages';

export const voiceMessages = {
  // Spec §5: uploads.
  notAudio: audioRefusalMessages.notAudio,
  unreadable: audioRefusalMessages.unreadable,
  proTooLarge: 'File too large. Maximum size is 200MB.',
  proTooShort: 'Audio too short. Please upload at least 2 minutes of audio.',
  // Ours, in the manner of the spec's too-short text: the spec asks for 2 to 3 minutes.
  proTooLong: 'Audio too long. Please upload at most 5 minutes of audio.',
  trainingFileTooLong: 'Each training file may be at most 2 hours long. Please split longer recordings.',
  quickTooLarge: 'File size must be under 50MB.',
  quickTooShort: 'Audio file must be at least 5 seconds long.',
  quickTooLong: 'Audio file must be under 30 seconds long.',
  sampleTooShort: 'Recording too short. Please record for at least 5 seconds.',
  sampleTooLong: 'Recording too long. Please keep recordings under 30 seconds.',
  trainingTooShort: 'Please upload at least 30 minutes of audio.',
  proMissingAudio: 'Please record or upload a voice sample first.',
  quickMissingAudio: 'Please record a voice sample first.',
  // Ours: plan gating (403).
  fullTrainingIsPremium:
    'Full Voice Training is a premium feature. Please upgrade your plan on the Account page to use it.',
  // Ours: lookups and states.
  modelNotFound: voiceLookupMessages.modelNotFound,
  jobNotFound: 'Voice job not found.',
  clipNotFound: voiceLookupMessages.clipNotFound,
  modelNotReady: voiceLookupMessages.modelNotReady,
  tooFewClips:
    'This voice has fewer than 4 reference clips. Finish its setup without emotion controls instead.',
  foreignClip: 'Please choose reference clips of this voice.',
  // Ours: job progress and failures.
  queued: 'Job queued for processing...',
  processing: 'Processing audio...',
  training: 'Training voice model...',
  completed: 'Training completed!',
  noSpeech: 'No speech was found in the audio. Please try a different file.',
  interrupted: 'Voice training was interrupted (the server stopped). Please try again.',
  trainingFailed: 'Voice training failed. Please try again.',
} as const;

export function cloneLimitMessage(allowed: number): string {
  if (allowed <= 0) {
    return 'Your plan does not include voice clones. Please upgrade your plan on the Account page to create a voice.';
  }
  const clones = allowed === 1 ? '1 voice clone' : `${allowed} voice clones`;
  return `You have used all ${clones} included in your plan. Please upgrade your plan on the Account page to create another voice.`;
}

/** 429: the user's voice jobs still running fill their allowance. */
export function voiceJobsAtOnceMessage(atOnce: number): string {
  const running = atOnce === 1 ? 'a voice being created' : `${atOnce} voices being created`;
  return `You already have ${running}. Please wait until one is ready, then try again.`;
}
