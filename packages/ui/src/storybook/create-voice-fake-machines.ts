// The real voice machines with pretend effects, for flow stories: a microphone that "records" a
// tone, a silent player, a server that reads durations from file names and answers after a short
// pause. Timers are shortened (a recorded "second" lasts 5 ms) so flows finish quickly.
import {
  categorizationMachine,
  type ReferenceClipStats,
  type SaveCategorizationInput,
} from '@twin/machines/create-voice/categorization';
import {
  emotionSampleMachine,
  type SavedEmotionSample,
  type UploadVoiceSampleInput,
} from '@twin/machines/create-voice/emotion-sample';
import {
  consentMachine,
  type ConsentCaptureCommand,
  type ConsentCaptureInput,
  type ConsentOutcome,
  type ConsentStart,
  type UploadConsentInput,
} from '@twin/machines/create-voice/consent';
import { playbackMachine, type PlayAudioInput } from '@twin/machines/create-voice/playback';
import { proCloneMachine, type SaveProCloneInput } from '@twin/machines/create-voice/pro-clone';
import { quickCloneMachine, type SaveQuickCloneInput } from '@twin/machines/create-voice/quick-clone';
import {
  recorderMachine,
  type CaptureCommand,
  type CaptureInput,
} from '@twin/machines/create-voice/recorder';
import { type ProbeAudioInput, type SavedVoiceClone } from '@twin/machines/shared';
import { consentWalkChallenge, consentWalkFailed, consentWalkPassed } from '@twin/machines/testing';
import { voiceJobMachine, type VoiceJobCheck } from '@twin/machines/create-voice/voice-job';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { storyReferenceClips, toneWav } from './create-voice-fixtures';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One recorded "second" in flow stories. */
export const storyTickMs = 5;

export const storyRecorderMachine = recorderMachine.provide({
  actors: {
    captureAudio: fromCallback<CaptureCommand, CaptureInput>(({ sendBack, receive }) => {
      const started = setTimeout(() => sendBack({ type: 'capture.started' }), 150);
      receive(() => {
        setTimeout(() => sendBack({ type: 'capture.stopped', audio: toneWav(), mimeType: 'audio/wav' }), 80);
      });
      return () => clearTimeout(started);
    }),
  },
  delays: { tick: storyTickMs },
});

/** A microphone the browser refuses. */
export const storyDeniedRecorderMachine = recorderMachine.provide({
  actors: {
    captureAudio: fromCallback<CaptureCommand, CaptureInput>(({ sendBack }) => {
      const timer = setTimeout(
        () => sendBack({ type: 'capture.failed', error: new Error('NotAllowedError') }),
        100,
      );
      return () => clearTimeout(timer);
    }),
  },
});

/** Plays nothing aloud; the item "ends" after a second. */
export const storyPlaybackMachine = playbackMachine.provide({
  actors: {
    playAudio: fromCallback<EventObject, PlayAudioInput>(({ sendBack }) => {
      const timer = setTimeout(() => sendBack({ type: 'audio.ended' }), 1000);
      return () => clearTimeout(timer);
    }),
  },
});

/** Durations by file name: 'short' → 60 s, 'broken' → unreadable, anything else 150 s. */
const probeAudioDuration = fromPromise<number, ProbeAudioInput>(async ({ input }) => {
  await pause(250);
  if (input.file.name.includes('broken')) throw new Error('EncodingError');
  if (input.file.name.includes('short')) return 60;
  if (input.file.name.includes('quick')) return 12;
  return 150;
});

async function fakeUpload(reportProgress: (percent: number) => void): Promise<void> {
  for (const percent of [8, 27, 51, 76, 100]) {
    reportProgress(percent);
    await pause(120);
  }
}

export const storyProCloneMachine = proCloneMachine.provide({
  actors: {
    probeAudioDuration,
    saveProClone: fromPromise<SavedVoiceClone, SaveProCloneInput>(async ({ input }) => {
      await fakeUpload(input.reportProgress);
      return { modelId: 'model-new', jobId: 'job-new' };
    }),
  },
});

/**
 * A consent step whose microphone "records" a tone without a camera and whose server hears the
 * phrase only when `hears` says so; the count-in and the seconds are shortened.
 */
export function storyConsentMachine({ hears = true }: { hears?: boolean } = {}) {
  return consentMachine.provide({
    actors: {
      prepareConsent: fromPromise<ConsentStart, void>(async () => {
        await pause(80);
        return { kind: 'challenge', challenge: consentWalkChallenge, validForMs: 600_000 };
      }),
      captureConsent: fromCallback<ConsentCaptureCommand, ConsentCaptureInput>(({ sendBack, receive }) => {
        const started = setTimeout(
          () => sendBack({ type: 'capture.started', preview: null, hasVideo: false }),
          80,
        );
        receive(() => {
          setTimeout(
            () => sendBack({ type: 'capture.stopped', media: toneWav(), mimeType: 'audio/wav' }),
            60,
          );
        });
        return () => clearTimeout(started);
      }),
      uploadConsent: fromPromise<ConsentOutcome, UploadConsentInput>(async ({ input }) => {
        await fakeUpload(input.reportProgress);
        return hears
          ? { record: { ...consentWalkPassed, hasVideo: false, face: null }, message: null }
          : { record: consentWalkFailed, message: 'We could not hear the phrase. Please read it again.' };
      }),
    },
    delays: { countdownTick: 60, tick: 60 },
  });
}

export const storyQuickCloneMachine = quickCloneMachine.provide({
  actors: {
    probeAudioDuration,
    saveQuickClone: fromPromise<SavedVoiceClone, SaveQuickCloneInput>(async ({ input }) => {
      await fakeUpload(input.reportProgress);
      return { modelId: 'model-quick', jobId: 'job-quick' };
    }),
  },
});

/** A job that walks queued → processing → training → completed, one status per check. */
export function storyVoiceJobMachine() {
  const statuses: VoiceJobCheck['status'][] = ['queued', 'processing', 'training', 'completed'];
  let checks = 0;
  return voiceJobMachine.provide({
    actors: {
      fetchVoiceJob: fromPromise<VoiceJobCheck, { jobId: string }>(async () => {
        await pause(60);
        const status = statuses[Math.min(checks, statuses.length - 1)] ?? 'completed';
        checks += 1;
        return { status, model_id: 'model-new', model_name: 'Pro Clone', error_message: null };
      }),
    },
    delays: { pollInterval: 250 },
  });
}

export function storyCategorizationMachine(clips: readonly ReferenceClipStats[] = storyReferenceClips) {
  return categorizationMachine.provide({
    actors: {
      loadReferenceClips: fromPromise<ReferenceClipStats[], { modelId: string }>(async () => {
        await pause(200);
        return [...clips];
      }),
      completeVoice: fromPromise<unknown, { modelId: string }>(async () => {
        await pause(200);
        return { success: true };
      }),
      saveCategorization: fromPromise<unknown, SaveCategorizationInput>(async () => {
        await pause(250);
        return { success: true };
      }),
    },
  });
}

export const storyEmotionSampleMachine = emotionSampleMachine.provide({
  actors: {
    uploadVoiceSample: fromPromise<SavedEmotionSample, UploadVoiceSampleInput>(async ({ input }) => {
      await pause(250);
      return { id: 'sample-1', original_filename: `${input.sampleType}.wav` };
    }),
  },
});
