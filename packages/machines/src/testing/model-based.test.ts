// The model-based harness of every workflow machine: each shortest path the graph walk finds (one
// per distinct snapshot) is replayed against a running actor with fake actors and a fake clock,
// and must land in the predicted state and context at every step. The table also pins each
// machine's reachable states (the stories, one per state, are written against them) and the texts
// its walk must reach. Proves the walk the stories rely on is faithful.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { accountDeletionMachine } from '../account/account-deletion/account-deletion.machine';
import { accountDeletionMachineWalk } from '../account/account-deletion/account-deletion.walk';
import { dataExportMachine } from '../account/data-export/data-export.machine';
import { dataExportMachineWalk } from '../account/data-export/data-export.walk';
import { authMachine } from '../auth/auth.machine';
import { authMachineWalk } from '../auth/auth.walk';
import { categorizationMachine } from '../create-voice/categorization/categorization.machine';
import { categorizationMachineWalk } from '../create-voice/categorization/categorization.walk';
import { consentMachine } from '../create-voice/consent/consent.machine';
import { consentMachineWalk } from '../create-voice/consent/consent.walk';
import { creditsMachine } from '../credits/credits.machine';
import { creditsMachineWalk } from '../credits/credits.walk';
import { emotionSampleMachine } from '../create-voice/emotion-sample/emotion-sample.machine';
import { emotionSampleMachineWalk } from '../create-voice/emotion-sample/emotion-sample.walk';
import { enterpriseContactMachine } from '../enterprise-contact/enterprise-contact.machine';
import { enterpriseContactMachineWalk } from '../enterprise-contact/enterprise-contact.walk';
import { fullTrainingMachine } from '../create-voice/full-training/full-training.machine';
import { fullTrainingMachineWalk } from '../create-voice/full-training/full-training.walk';
import { playbackMachine } from '../create-voice/playback/playback.machine';
import { playbackMachineWalk } from '../create-voice/playback/playback.walk';
import { proCloneMachine } from '../create-voice/pro-clone/pro-clone.machine';
import { proCloneMachineWalk } from '../create-voice/pro-clone/pro-clone.walk';
import { questionnaireMachine } from '../questionnaire/questionnaire.machine';
import { questionnaireMachineWalk } from '../questionnaire/questionnaire.walk';
import { quickCloneMachine } from '../create-voice/quick-clone/quick-clone.machine';
import { quickCloneMachineWalk } from '../create-voice/quick-clone/quick-clone.walk';
import { recorderMachine } from '../create-voice/recorder/recorder.machine';
import { recorderMachineWalk } from '../create-voice/recorder/recorder.walk';
import { signupCodeMachine } from '../signup-code/signup-code.machine';
import { signupCodeMachineWalk } from '../signup-code/signup-code.walk';
import { speechGenerationMachine } from '../text-to-speech/speech-generation.machine';
import { speechGenerationMachineWalk } from '../text-to-speech/speech-generation.walk';
import { projectSaveMachine } from '../text-to-speech/project-save.machine';
import { projectSaveMachineWalk } from '../text-to-speech/project-save.walk';
import { takesMachine } from '../text-to-speech/takes/takes.machine';
import { takesMachineWalk } from '../text-to-speech/takes/takes.walk';
import { libraryMachine } from '../library/library.machine';
import { libraryMachineWalk } from '../library/library.walk';
import { lipsyncStartMachine } from '../video/lipsync-start/lipsync-start.machine';
import { lipsyncStartMachineWalk } from '../video/lipsync-start/lipsync-start.walk';
import { localizeMachine } from '../localize/localize.machine';
import { localizeMachineWalk } from '../localize/localize.walk';
import { localizeJobMachine } from '../localize/localize-job/localize-job.machine';
import { localizeJobMachineWalk } from '../localize/localize-job/localize-job.walk';
import { dubEditorMachine } from '../localize/dub-editor/dub-editor.machine';
import { dubEditorMachineWalk } from '../localize/dub-editor/dub-editor.walk';
import { videoRecorderMachine } from '../video/video-recorder/video-recorder.machine';
import { videoRecorderMachineWalk } from '../video/video-recorder/video-recorder.walk';
import { speechTestMachine } from '../speech-test/speech-test.machine';
import { speechTestMachineWalk } from '../speech-test/speech-test.walk';
import { videoUploadMachine } from '../video/video-upload/video-upload.machine';
import { videoUploadMachineWalk } from '../video/video-upload/video-upload.walk';
import { voiceJobMachine } from '../create-voice/voice-job/voice-job.machine';
import { voiceJobMachineWalk } from '../create-voice/voice-job/voice-job.walk';
import {
  reachableStates,
  reachableStateValues,
  walkMachine,
  type MachineWalk,
  type WalkedPath,
} from './reachable-states';
import { replayPath } from './replay-path';
import { stateValuePaths } from './state-value-paths';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

interface Model {
  name: string;
  machine: AnyStateMachine;
  walk: MachineWalk;
  /** Exactly the states the walk reaches (one story each). */
  states?: string[];
  /** States the walked paths must visit, among others. */
  mustVisit?: string[];
  /** Each reachable state's context resolves back into that state. */
  resolvesBack?: boolean;
  /** Bounds on the number of walked paths (exclusive). */
  paths?: { above: number; below?: number };
  /** How a path's input is named in its test title. */
  inputLabel?: (input: unknown) => string;
}

// Failures are logged by the app's logError; keep the test output quiet.
const quiet = { actions: { logError: () => {} } };
const quietVoiceJob = voiceJobMachine.provide(quiet);
const quietSpeechGeneration = speechGenerationMachine.provide(quiet);

const questionnaireStates = [
  'booking.embedded',
  'booking.loading',
  'booking.unavailable',
  'filling.contact',
  'filling.goals',
  'filling.hours',
  'filling.industry',
  'filling.length',
  'filling.localization',
  'submitting',
  'thankYou',
];
const enterpriseContactStates = ['editing', 'sending', 'sent'];

const models: Model[] = [
  {
    name: 'dataExport',
    machine: dataExportMachine.provide(quiet),
    walk: dataExportMachineWalk as MachineWalk,
    states: ['idle', 'loading', 'making.checking', 'making.waiting', 'starting'],
  },
  {
    name: 'accountDeletion',
    machine: accountDeletionMachine,
    walk: accountDeletionMachineWalk as MachineWalk,
    states: ['closed', 'confirming', 'deleted', 'deleting'],
  },
  {
    name: 'auth',
    machine: authMachine,
    walk: authMachineWalk as MachineWalk,
    mustVisit: ['restoring', 'signedOut.idle', 'signedIn.changingPassword'],
  },
  {
    name: 'signupCode',
    machine: signupCodeMachine,
    walk: signupCodeMachineWalk as MachineWalk,
    mustVisit: ['missing', 'valid', 'invalid'],
  },
  {
    name: 'credits',
    machine: creditsMachine.provide(quiet),
    walk: creditsMachineWalk as MachineWalk,
    mustVisit: ['loading', 'loaded', 'failed'],
  },
  {
    name: 'credits (timer only)',
    machine: creditsMachine.provide(quiet),
    walk: {
      ...creditsMachineWalk,
      filterEvents: (_, event) => event.type !== 'credits.refresh',
    } as MachineWalk,
    mustVisit: ['loading', 'loaded', 'failed'],
  },
  {
    name: 'recorder',
    machine: recorderMachine,
    walk: recorderMachineWalk as MachineWalk,
    states: ['error', 'idle', 'recorded', 'recording', 'requestingMicrophone', 'stopping'],
    resolvesBack: true,
  },
  {
    name: 'voiceJob',
    machine: quietVoiceJob,
    walk: voiceJobMachineWalk as MachineWalk,
    states: ['checking', 'completed', 'failed', 'idle', 'sessionExpired', 'waiting'],
    resolvesBack: true,
  },
  {
    name: 'proClone',
    machine: proCloneMachine,
    walk: proCloneMachineWalk as MachineWalk,
    states: ['checkingFile', 'editing', 'saved', 'saving'],
    resolvesBack: true,
  },
  {
    name: 'consent',
    machine: consentMachine,
    walk: consentMachineWalk as MachineWalk,
    states: [
      'challenge.countdown',
      'challenge.failed',
      'challenge.opening',
      'challenge.ready',
      'challenge.recorded',
      'challenge.recording',
      'challenge.stopping',
      'challenge.uploading',
      'error',
      'expired',
      'loadingChallenge',
      'passed',
    ],
    resolvesBack: true,
  },
  {
    name: 'quickClone',
    machine: quickCloneMachine,
    walk: quickCloneMachineWalk as MachineWalk,
    states: ['checkingFile', 'editing', 'saved', 'saving'],
    resolvesBack: true,
  },
  {
    name: 'fullTraining',
    machine: fullTrainingMachine,
    walk: fullTrainingMachineWalk as MachineWalk,
    states: ['addingFiles', 'editing', 'recordingAudio', 'started', 'starting'],
    resolvesBack: true,
  },
  {
    name: 'emotionSample',
    machine: emotionSampleMachine,
    walk: emotionSampleMachineWalk as MachineWalk,
    states: ['ready', 'saved', 'saving'],
    resolvesBack: true,
  },
  {
    name: 'categorization',
    machine: categorizationMachine,
    walk: categorizationMachineWalk as MachineWalk,
    states: [
      'cancelled',
      'choosing',
      'completed',
      'completing',
      'configured',
      'loadFailed',
      'loading',
      'offeringCompletion',
      'saving',
    ],
    resolvesBack: true,
  },
  {
    name: 'playback',
    machine: playbackMachine,
    walk: playbackMachineWalk as MachineWalk,
    states: ['idle', 'paused.settling', 'paused.steady', 'playing.settling', 'playing.steady'],
    resolvesBack: true,
  },
  {
    name: 'questionnaire',
    machine: questionnaireMachine,
    walk: questionnaireMachineWalk as MachineWalk,
    states: questionnaireStates,
    paths: { above: questionnaireStates.length },
  },
  {
    name: 'enterpriseContact',
    machine: enterpriseContactMachine,
    walk: enterpriseContactMachineWalk as MachineWalk,
    states: enterpriseContactStates,
    paths: { above: enterpriseContactStates.length },
  },
  {
    name: 'speechGeneration',
    machine: quietSpeechGeneration,
    walk: speechGenerationMachineWalk as MachineWalk,
    states: ['generating', 'idle', 'loadingStyles', 'loadingVoices', 'resuming', 'translating'],
    resolvesBack: true,
    paths: { above: 20, below: 400 },
    inputLabel: (input) => (input && 'pendingGeneration' in (input as object) ? 'reloaded' : 'fresh'),
  },
  {
    name: 'projectSave',
    machine: projectSaveMachine,
    walk: projectSaveMachineWalk as MachineWalk,
    states: ['conflict', 'idle', 'offline', 'saved', 'saving', 'waiting'],
  },
  {
    name: 'takes',
    machine: takesMachine,
    walk: takesMachineWalk as MachineWalk,
    states: ['confirming', 'deleteFailed', 'deleting', 'empty', 'failed', 'loading', 'ready'],
    resolvesBack: true,
  },
  {
    name: 'library',
    machine: libraryMachine.provide(quiet),
    walk: libraryMachineWalk as MachineWalk,
    states: [
      'jobs.fetching.loading',
      'jobs.fetching.polling',
      'jobs.fetching.refreshing',
      'jobs.settled',
      'jobs.watching',
      'list.loadingMore',
      'list.loadingOnScroll',
      'list.showing',
    ],
  },
  {
    name: 'lipsyncStart',
    machine: lipsyncStartMachine,
    walk: lipsyncStartMachineWalk as MachineWalk,
    states: [
      'choosing',
      'confirming',
      'failed',
      'idle',
      'loadingVideos',
      'mixing',
      'noVideos.record',
      'noVideos.upload',
      'started',
      'starting',
      'timelineEmpty',
      'videosFailed',
    ],
    resolvesBack: true,
  },
  {
    name: 'localize',
    machine: localizeMachine,
    walk: localizeMachineWalk as MachineWalk,
    states: [
      'edit.createFailed',
      'edit.creatingJob',
      'edit.editing',
      'edit.reviewFailed',
      'edit.reviewing',
      'localizing.background',
      'localizing.failed',
      'localizing.processing',
      'localizing.result',
      'transcribing',
      'upload.chosen',
      'upload.empty',
    ],
    resolvesBack: true,
    inputLabel: () => 'languages',
  },
  {
    name: 'localizeJob',
    machine: localizeJobMachine.provide(quiet),
    walk: localizeJobMachineWalk as MachineWalk,
    states: [
      'canceled',
      'canceling',
      'completed',
      'failed',
      'failureCleared',
      'polling.checking',
      'polling.waiting',
      'redirected',
      'timedOut',
    ],
    resolvesBack: true,
  },
  {
    name: 'dubEditor',
    machine: dubEditorMachine.provide(quiet),
    walk: dubEditorMachineWalk as MachineWalk,
    states: [
      'loadFailed',
      'loading',
      'ready',
      'regenerating.checking',
      'regenerating.waiting',
      'reloading',
      'starting',
    ],
    resolvesBack: true,
  },
  {
    name: 'speechTest',
    machine: speechTestMachine,
    walk: speechTestMachineWalk as MachineWalk,
    states: [
      'generation.completed.downloadFailed',
      'generation.completed.downloading',
      'generation.completed.ready',
      'generation.failed',
      'generation.idle',
      'generation.polling.checking',
      'generation.polling.waiting',
      'generation.submitting',
      'health.available',
      'health.checking',
      'health.unavailable',
      'reference.empty',
      'reference.ready',
      'reference.recording',
      'reference.requestingMicrophone',
      'reference.stopped',
      'reference.uploading',
    ],
    paths: { above: 50, below: 200 },
  },
  {
    name: 'videoUpload',
    machine: videoUploadMachine,
    walk: videoUploadMachineWalk as MachineWalk,
    states: [
      'idle',
      'processing.checking',
      'processing.failed',
      'processing.processed',
      'processing.statusUnknown',
      'processing.timedOut',
      'processing.waiting',
      'selected',
      'uploadFailed',
      'uploading',
    ],
    resolvesBack: true,
  },
  {
    name: 'videoRecorder',
    machine: videoRecorderMachine,
    walk: videoRecorderMachineWalk as MachineWalk,
    states: [
      'cameraError',
      'idle',
      'processing.checking',
      'processing.failed',
      'processing.processed',
      'processing.statusUnknown',
      'processing.timedOut',
      'processing.waiting',
      'recorded',
      'recording',
      'requestingCamera',
      'saveFailed',
      'saving',
      'stopping',
    ],
    resolvesBack: true,
  },
];

describe.each(models)('$name machine, model-based', (model) => {
  const { machine, walk, states, mustVisit, resolvesBack, paths: bounds } = model;
  const paths = walkMachine(machine, walk);

  if (states) {
    it('reaches every state, and only those (one story each)', () => {
      expect(reachableStateValues(machine, walk)).toEqual(states);
    });
  }

  if (mustVisit) {
    it('has paths to the states it must visit', () => {
      const visited = new Set(paths.flatMap(({ path }) => stateValuePaths(path.state.value)));
      for (const value of mustVisit) expect(visited).toContain(value);
    });
  }

  if (resolvesBack) {
    it('gives each state a context that resolves back into it', () => {
      for (const { id, value, context } of reachableStates(machine, walk)) {
        expect(stateValuePaths(machine.resolveState({ value, context }).value)).toEqual([id]);
      }
    });
  }

  if (bounds) {
    it('has a bounded number of paths', () => {
      expect(paths.length).toBeGreaterThan(bounds.above);
      if (bounds.below !== undefined) expect(paths.length).toBeLessThan(bounds.below);
    });
  }

  it.each(paths.map((walked) => [describePath(walked, model.inputLabel), walked] as const))(
    '%s',
    async (_, walked) => {
      const steps = await replayPath(machine, walked);
      expect(steps.length).toBe(walked.path.steps.length);
      for (const step of steps) expect(step.actual, `after ${step.eventType}`).toEqual(step.expected);
    },
  );
});

function describePath({ input, path }: WalkedPath, inputLabel?: (input: unknown) => string): string {
  const events = path.steps.slice(1).map((step) => step.event.type);
  const label = inputLabel ? inputLabel(input) : JSON.stringify(input ?? null);
  return `${label}: ${events.join(' → ') || '(start)'} ⇒ ${stateValuePaths(path.state.value).join(', ')}`;
}

const contextsOf = (machine: AnyStateMachine, walk: MachineWalk, state: string) =>
  walkMachine(machine, walk)
    .filter(({ path }) => stateValuePaths(path.state.value).includes(state))
    .map(({ path }) => path.state.context as Record<string, unknown>);

describe('the auth walk finds repeat visits with different contexts', () => {
  it('reaches signedOut.idle with each validation error', () => {
    const errors = new Set(
      walkMachine(authMachine, authMachineWalk)
        .filter(({ path }) => stateValuePaths(path.state.value)[0] === 'signedOut.idle')
        .map(({ path }) => (path.state.context as { error: string | null }).error),
    );
    expect(errors).toEqual(
      new Set([
        null,
        'Please fill in all fields',
        'A valid signup code is required to create an account',
        'Passwords do not match',
        'Password must be at least 6 characters long',
        'Invalid email or password.',
        'Email already registered.',
      ]),
    );
  });
});

describe('the walks show the texts the stories need', () => {
  it('speechTest: every text of the page', () => {
    const texts = new Set(
      walkMachine(speechTestMachine, speechTestMachineWalk).flatMap(({ path }) => {
        const { healthError, referenceError, error, downloadError } = path.state.context;
        return [healthError, referenceError, error, downloadError].filter((text) => text !== null);
      }),
    );
    expect([...texts].sort()).toEqual(
      [
        'VibeVoice API is unavailable: The speech engine is not running.',
        'VibeVoice API is unavailable: An unexpected error occurred',
        'Please select an audio file',
        'Failed to upload audio file',
        'Upload failed',
        'Failed to start recording. Please check microphone permissions.',
        'Please enter some text.',
        'Please upload or record audio first',
        'Failed to submit job',
        'Failed to get status',
        'Job failed',
        'The reference has no speech.',
        'Polling failed',
        "Download failed. Right-click the audio player and choose 'Save audio as...' instead.",
      ].sort(),
    );
  });

  it('recorder: the microphone and length errors', () => {
    const errors = new Set(
      contextsOf(recorderMachine, recorderMachineWalk as MachineWalk, 'error').map((c) => c.error),
    );
    expect(errors).toEqual(
      new Set([
        'Microphone access denied. Please check permissions.',
        'Failed to start recording. Please check microphone permissions.',
        'Recording too short. Please record for at least 2 seconds.',
        'Recording too long. Please keep recordings under 1 second.',
      ]),
    );
  });

  it('voiceJob: every status text while waiting, every ending text', () => {
    const walk = voiceJobMachineWalk as MachineWalk;
    // null: a new job whose first check failed (logged) has no status yet.
    expect(new Set(contextsOf(quietVoiceJob, walk, 'waiting').map((c) => c.statusText))).toEqual(
      new Set(['Job queued for processing...', 'Processing audio...', 'Training voice model...', null]),
    );
    expect(new Set(contextsOf(quietVoiceJob, walk, 'failed').map((c) => c.error))).toEqual(
      new Set(['Training failed: Reference audio has no speech.', 'Training failed: Unknown error']),
    );
    expect(new Set(contextsOf(quietVoiceJob, walk, 'sessionExpired').map((c) => c.error))).toEqual(
      new Set([
        'Session expired. Please refresh the page.',
        'Authentication expired. Please refresh the page.',
      ]),
    );
  });

  it('proClone: every refusal reaches editing', () => {
    const errors = new Set(
      contextsOf(proCloneMachine, proCloneMachineWalk as MachineWalk, 'editing').map((c) => c.error),
    );
    for (const text of [
      'Please select an audio file.',
      'File too large. Maximum size is 200MB.',
      'Audio too short. Please upload at least 2 minutes of audio.',
      'Could not read audio file. Please try a different file.',
      'Please record or upload a voice sample first.',
      'Please select a reference language.',
      'Please enter a name for your voice clone.',
      'Failed to save pro voice clone.',
    ]) {
      expect(errors).toContain(text);
    }
  });

  it('speechGeneration: every text the page shows', () => {
    const texts = new Set(
      walkMachine(quietSpeechGeneration, speechGenerationMachineWalk).flatMap(({ path }) => {
        const { error, notice, voicesNotice, voicesError } = path.state.context;
        return [error, notice, voicesNotice, voicesError].filter((text) => text !== null);
      }),
    );
    expect([...texts].sort()).toEqual(
      [
        'Audio added to timeline!',
        'Complete your voice setup to use this model.',
        'Failed to generate speech',
        'Failed to load voice models',
        'Failed to resume generation',
        'No ready voice models found.',
        'No voice models available.',
        'Please choose a voice.',
        'Please enter some text to translate',
        'Please enter some text.',
        'Please select a reference sample.',
        'Speech generated successfully!',
        'Text translated to French',
        'Translation failed',
      ].sort(),
    );
  });
});
