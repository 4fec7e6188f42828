// What the speech test screen shows, read from a snapshot: the health badge, whether the reference
// is busy (and how), whether Generate is enabled, the progress bar and its label, the result and
// the texts to show.
import type { SpeechTestSnapshot } from './speech-test.machine';
import { speechTestJobProgress } from './speech-test.rules';
import type { SpeechTestAudio, SpeechTestReference } from './speech-test.types';

export type SpeechTestHealth = 'checking' | 'available' | 'unavailable';
export type SpeechTestReferenceActivity =
  'none' | 'requestingMicrophone' | 'recording' | 'stopped' | 'uploading';

export interface SpeechTestView {
  health: SpeechTestHealth;
  /** 'VibeVoice API is unavailable: …' */
  healthError: string | null;
  reference: SpeechTestReference | null;
  /** What the reference panel is doing: the microphone's stages, or an upload. */
  referenceActivity: SpeechTestReferenceActivity;
  /** The recording's counter, in whole seconds. */
  elapsedSeconds: number;
  maxRecordingSeconds: number;
  /** A file choice or a recording may start. */
  canChangeReference: boolean;
  referenceError: string | null;
  /** Generate is enabled: not uploading, not generating, the service healthy, a reference uploaded. */
  canSubmit: boolean;
  /** A job is being submitted or polled. */
  generating: boolean;
  /** 30 queued, 70 processing, while polling; null otherwise. */
  progress: number | null;
  /** 'Submitting...', 'Queued...', 'Processing...' while generating. */
  progressLabel: string | null;
  result: SpeechTestAudio | null;
  downloading: boolean;
  error: string | null;
  downloadError: string | null;
}

function referenceActivityOf(snapshot: SpeechTestSnapshot): SpeechTestReferenceActivity {
  for (const activity of ['requestingMicrophone', 'recording', 'stopped', 'uploading'] as const) {
    if (snapshot.matches({ reference: activity })) return activity;
  }
  return 'none';
}

function healthOf(snapshot: SpeechTestSnapshot): SpeechTestHealth {
  if (snapshot.matches({ health: 'available' })) return 'available';
  if (snapshot.matches({ health: 'unavailable' })) return 'unavailable';
  return 'checking';
}

export function speechTestView(snapshot: SpeechTestSnapshot): SpeechTestView {
  const { context } = snapshot;
  const health = healthOf(snapshot);
  const referenceActivity = referenceActivityOf(snapshot);
  const submitting = snapshot.matches({ generation: 'submitting' });
  const polling = snapshot.matches({ generation: 'polling' });
  const generating = submitting || polling;
  const completed = snapshot.matches({ generation: 'completed' });
  return {
    health,
    healthError: health === 'unavailable' ? context.healthError : null,
    reference: context.reference,
    referenceActivity,
    elapsedSeconds: context.elapsedSeconds,
    maxRecordingSeconds: context.maxRecordingSeconds,
    canChangeReference: referenceActivity === 'none',
    referenceError: context.referenceError,
    canSubmit:
      health === 'available' && referenceActivity === 'none' && context.reference !== null && !generating,
    generating,
    progress: polling ? speechTestJobProgress(context.jobStatus) : null,
    progressLabel: submitting
      ? 'Submitting...'
      : polling
        ? context.jobStatus === 'processing'
          ? 'Processing...'
          : 'Queued...'
        : null,
    result: completed ? context.result : null,
    downloading: snapshot.matches({ generation: { completed: 'downloading' } }),
    error: context.error,
    downloadError: snapshot.matches({ generation: { completed: 'downloadFailed' } })
      ? context.downloadError
      : null,
  };
}
