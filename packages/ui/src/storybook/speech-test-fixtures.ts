// Sample data for the /test-vibe stories: a reference file, a text file, the text, an uploaded
// reference of each kind and a generated result whose audio is a short tone (a blob: URL, made once).
import type { SpeechTestAudio, SpeechTestReference } from '@twin/machines/speech-test';
import { toneWav } from './create-voice-fixtures';

export const storySpeechTestFiles = {
  voice: new File([toneWav(2)], 'my-voice.wav', { type: 'audio/wav' }),
  notes: new File(['not audio'], 'notes.txt', { type: 'text/plain' }),
};

export const storySpeechTestText = 'Welcome to the course. Today we look at how sound becomes speech.';

export const storyFileReference: SpeechTestReference = {
  url: '/uploads/ref-1.wav',
  source: 'file',
  fileName: 'my-voice.wav',
  durationSeconds: null,
};

export const storyRecordedReference: SpeechTestReference = {
  url: '/uploads/take-1.webm',
  source: 'recording',
  fileName: null,
  durationSeconds: 14,
};

let resultAudioUrl: string | undefined;

/** The generated audio: a 2.4 s tone the <audio> element can play. */
export function storySpeechTestAudio(): SpeechTestAudio {
  resultAudioUrl ??= URL.createObjectURL(toneWav(2.4));
  return {
    downloadUrl: '/api/download/speech_test_st-1.wav',
    audioUrl: resultAudioUrl,
    fileName: 'speech_test_st-1.wav',
    durationSeconds: 2.4,
    sampleRate: 24000,
    generationSeconds: 1.3,
    fileSizeBytes: 115244,
  };
}
