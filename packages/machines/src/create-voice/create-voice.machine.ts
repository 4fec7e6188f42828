// The /create-voice page (spec part 2 §2–§9) as one parent machine. It spawns the page's workflows
// — playback, the pro and quick clone forms and full training, each with its recorder, the pro
// clone's consent step (issue 23), and the voice job — and routes between them: a recorder's take
// goes to its form; a passed consent to the pro clone form, and a saved pro clone (which used it)
// asks the consent step for a new one; a saved clone or a
// started training reloads the models and allowance and follows its job (or offers setup at once);
// a completed job reloads, then opens categorization when the voice is ready and uncategorized; the
// wizard's end reloads and, once that voice is set up, dismisses the job banner. It loads the
// models (app actor `loadVoiceModels`: spinner on the first load only, the list kept on reloads),
// the clone allowance (`loadCloneUsage`), the job to resume (`findJobToResume`) and the emotion
// samples' total (`loadSamplesDuration`); a fresh categorization wizard and a fresh sample modal
// are spawned per opening. Playback stops on a mode change and when the wizard opens or ends.
// The app provides the children's machines (already provided with their effects) and the loaders.
import {
  assertEvent,
  assign,
  enqueueActions,
  raise,
  sendTo,
  setup,
  spawnChild,
  stopChild,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import { categorizationMachine } from './categorization/categorization.machine';
import { consentMachine } from './consent/consent.machine';
import type { CategorizationOutput } from './categorization/categorization.types';
import { emotionSampleMachine } from './emotion-sample/emotion-sample.machine';
import { fullTrainingMachine } from './full-training/full-training.machine';
import { playbackMachine } from './playback/playback.machine';
import { proCloneMachine } from './pro-clone/pro-clone.machine';
import { quickCloneMachine } from './quick-clone/quick-clone.machine';
import { recorderPresets } from './recorder/recorder.limits';
import { recorderMachine } from './recorder/recorder.machine';
import { notProvided } from '../shared/not-provided';
import { relayEmitted } from '../shared/relay-emitted';
import type { SavedVoiceClone } from '../shared/audio-sample';
import { voiceJobMachine } from './voice-job/voice-job.machine';
import type {
  CreateVoicePageContext,
  CreateVoicePageEvent,
  ResumableVoiceJob,
  VoiceModelsResult,
} from './create-voice.types';
import type { VoiceCloneUsage } from './voice-creation-gating';

/** Events only the machine sends itself: a reload, and the done events of actors it spawns. */
type InternalEvent =
  | { type: 'models.reload' }
  | { type: 'xstate.done.actor.loadCloneUsage'; output: VoiceCloneUsage | null }
  | { type: 'xstate.done.actor.loadSamplesDuration'; output: number | null }
  | { type: 'xstate.done.actor.categorization'; output: CategorizationOutput };

const createVoicePageSetup = setup({
  types: {
    context: {} as CreateVoicePageContext,
    events: {} as CreateVoicePageEvent | InternalEvent,
  },
  actors: {
    playback: playbackMachine,
    proClone: proCloneMachine,
    consent: consentMachine,
    quickClone: quickCloneMachine,
    fullTraining: fullTrainingMachine,
    recorder: recorderMachine,
    voiceJob: voiceJobMachine,
    categorization: categorizationMachine,
    emotionSample: emotionSampleMachine,
    relayEmitted,
    /** Never rejects: a failure answers the text to show. */
    loadVoiceModels: notProvided<VoiceModelsResult, void>('loadVoiceModels'),
    /** null when the profile could not be read (only logged, spec part 2 §8). */
    loadCloneUsage: notProvided<VoiceCloneUsage | null, void>('loadCloneUsage'),
    findJobToResume: notProvided<ResumableVoiceJob | null, void>('findJobToResume'),
    loadSamplesDuration: notProvided<number | null, void>('loadSamplesDuration'),
  },
  actions: {
    stopPlayback: sendTo(({ context }) => context.playback, { type: 'playback.stop' }),
    reloadModels: raise({ type: 'models.reload' }),
    /** The newest request wins: a running one is stopped first. */
    reloadUsage: enqueueActions(({ enqueue }) => {
      enqueue.stopChild('loadCloneUsage');
      enqueue.spawnChild('loadCloneUsage', { id: 'loadCloneUsage' });
    }),
    reloadSamplesTotal: enqueueActions(({ enqueue }) => {
      enqueue.stopChild('loadSamplesDuration');
      enqueue.spawnChild('loadSamplesDuration', { id: 'loadSamplesDuration' });
    }),
    showModels: assign(({ context }, result: VoiceModelsResult) => ({
      modelsError: result.error,
      models: result.models ?? context.models,
    })),
    /** A saved clone: follow its job, or set the voice up once the reloaded list shows it ready. */
    followClone: enqueueActions(
      ({ context, enqueue }, params: { clone: SavedVoiceClone; form: 'proClone' | 'quickClone' }) => {
        const { jobId, modelId } = params.clone;
        const modelName = context[params.form].getSnapshot().context.name.trim();
        if (jobId) enqueue.sendTo(context.voiceJob, { type: 'job.track', jobId, modelName });
        else enqueue.assign({ setupModelId: modelId });
      },
    ),
    openSetupWhenReady: raise(({ context }) => {
      const model = context.models.find((candidate) => candidate.id === context.setupModelId);
      return {
        type: 'categorization.open' as const,
        modelId: model?.id ?? '',
        modelName: model?.model_name ?? '',
      };
    }),
    spawnCategorization: assign(({ context, event, spawn }) => {
      assertEvent(event, 'categorization.open');
      const target = { modelId: event.modelId, modelName: event.modelName };
      return {
        categorizationTarget: target,
        categorization: spawn('categorization', { id: 'categorization', input: target }),
        setupModelId: context.setupModelId === event.modelId ? null : context.setupModelId,
      };
    }),
    stopCategorization: stopChild(({ context }) => context.categorization ?? 'categorization'),
    forgetCategorization: assign({ categorization: null, categorizationTarget: null }),
    /** Once that voice is set up, its 'Training Complete!' gives way to the success panel. */
    dismissJobOfSetUpVoice: sendTo(({ context }) => context.voiceJob, { type: 'job.dismiss' }),
    spawnEmotionSample: assign(({ event, spawn }) => {
      assertEvent(event, 'emotionSample.open');
      return {
        emotionSample: spawn('emotionSample', {
          id: 'emotionSample',
          input: { sampleType: event.sampleType, title: event.title },
        }),
        emotionRecorder: spawn('recorder', { id: 'emotionRecorder', input: recorderPresets.emotionSample }),
      };
    }),
    stopEmotionSample: enqueueActions(({ context, enqueue }) => {
      if (context.emotionSample) enqueue.stopChild(context.emotionSample);
      if (context.emotionRecorder) enqueue.stopChild(context.emotionRecorder);
      enqueue.assign({ emotionSample: null, emotionRecorder: null });
    }),
  },
  guards: {
    /** On a models answer: the voice waiting for setup is in it, ready and uncategorized. */
    setupModelReady: ({ context }, result: VoiceModelsResult) => {
      const model = result.models?.find((candidate) => candidate.id === context.setupModelId);
      return model !== undefined && model.status === 'ready' && !model.categorization_completed;
    },
    endedSetUpForCompletedJob: ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.categorization');
      const { output } = event;
      const job = context.voiceJob.getSnapshot();
      return (
        output.outcome !== 'cancelled' && job.matches('completed') && job.context.modelId === output.modelId
      );
    },
  },
});

/** A models request: the answer is shown, and setup opens for the voice waiting for it once it is ready. */
const requestingModels = createVoicePageSetup.createStateConfig({
  invoke: {
    id: 'loadVoiceModels',
    src: 'loadVoiceModels',
    onDone: [
      {
        guard: { type: 'setupModelReady', params: ({ event }) => event.output },
        target: 'loaded',
        actions: [{ type: 'showModels', params: ({ event }) => event.output }, 'openSetupWhenReady'],
      },
      { target: 'loaded', actions: { type: 'showModels', params: ({ event }) => event.output } },
    ],
  },
});

export const createVoicePageMachine = createVoicePageSetup.createMachine({
  id: 'createVoicePage',
  context: ({ spawn }) => ({
    playback: spawn('playback', { id: 'playback' }),
    proClone: spawn('proClone', { id: 'proClone', input: {} }),
    proRecorder: spawn('recorder', { id: 'proRecorder', input: recorderPresets.proClone }),
    consent: spawn('consent', { id: 'consent', input: {} }),
    quickClone: spawn('quickClone', { id: 'quickClone' }),
    quickRecorder: spawn('recorder', { id: 'quickRecorder', input: recorderPresets.quickClone }),
    fullTraining: spawn('fullTraining', { id: 'fullTraining' }),
    trainingRecorder: spawn('recorder', { id: 'trainingRecorder', input: recorderPresets.fullTraining }),
    voiceJob: spawn('voiceJob', { id: 'voiceJob', input: { jobId: null } }),
    mode: 'pro',
    models: [],
    modelsError: null,
    usage: null,
    setupModelId: null,
    categorizationTarget: null,
    categorization: null,
    samplesTotalSeconds: null,
    savedSampleTypes: [],
    emotionSample: null,
    emotionRecorder: null,
  }),
  entry: spawnChild('loadCloneUsage', { id: 'loadCloneUsage' }),
  invoke: [
    {
      id: 'relayEmitted',
      src: 'relayEmitted',
      input: ({ context }) => ({
        routes: [
          { from: context.proRecorder, type: 'recorder.recorded', as: 'proRecorder.recorded' },
          { from: context.quickRecorder, type: 'recorder.recorded', as: 'quickRecorder.recorded' },
          { from: context.trainingRecorder, type: 'recorder.recorded', as: 'trainingRecorder.recorded' },
          { from: context.proClone, type: 'proClone.saved', as: 'proClone.saved' },
          { from: context.consent, type: 'consent.passed', as: 'consent.passed' },
          { from: context.quickClone, type: 'quickClone.saved', as: 'quickClone.saved' },
          { from: context.fullTraining, type: 'fullTraining.started', as: 'fullTraining.started' },
          {
            from: context.fullTraining,
            type: 'fullTraining.recordingClosed',
            as: 'fullTraining.recordingClosed',
          },
          { from: context.voiceJob, type: 'voiceJob.completed', as: 'voiceJob.completed' },
        ],
      }),
    },
    {
      id: 'findJobToResume',
      src: 'findJobToResume',
      onDone: {
        actions: sendTo(
          ({ context }) => context.voiceJob,
          ({ event }) => ({
            type: 'job.track',
            jobId: event.output?.id ?? '',
            modelName: event.output?.model_name,
          }),
        ),
        guard: ({ event }) => event.output !== null,
      },
    },
  ],
  on: {
    'mode.select': [
      {
        guard: ({ event }) => event.mode === 'quick',
        actions: ['stopPlayback', assign({ mode: 'quick' }), 'reloadSamplesTotal'],
      },
      { actions: ['stopPlayback', assign({ mode: ({ event }) => event.mode })] },
    ],
    'xstate.done.actor.loadCloneUsage': {
      guard: ({ event }) => event.output !== null,
      actions: assign({ usage: ({ context, event }) => event.output ?? context.usage }),
    },
    'xstate.done.actor.loadSamplesDuration': {
      actions: assign({
        samplesTotalSeconds: ({ event }) => event.output,
      }),
    },
    'proRecorder.recorded': {
      actions: sendTo(
        ({ context }) => context.proClone,
        ({ event }) => ({ type: 'recording.use', recording: event.recording }),
      ),
    },
    'quickRecorder.recorded': {
      actions: sendTo(
        ({ context }) => context.quickClone,
        ({ event }) => ({ type: 'recording.use', recording: event.recording }),
      ),
    },
    'trainingRecorder.recorded': {
      actions: sendTo(
        ({ context }) => context.fullTraining,
        ({ event }) => ({ type: 'recording.save', recording: event.recording }),
      ),
    },
    'fullTraining.recordingClosed': {
      actions: sendTo(({ context }) => context.trainingRecorder, { type: 'recording.cancel' }),
    },
    'consent.passed': {
      actions: sendTo(
        ({ context }) => context.proClone,
        ({ event }) => ({ type: 'consent.use', consentId: event.consentId }),
      ),
    },
    'proClone.saved': {
      actions: [
        sendTo(({ context }) => context.consent, { type: 'consent.reset' }),
        { type: 'followClone', params: ({ event }) => ({ clone: event.clone, form: 'proClone' as const }) },
        'reloadModels',
        'reloadUsage',
      ],
    },
    'quickClone.saved': {
      actions: [
        { type: 'followClone', params: ({ event }) => ({ clone: event.clone, form: 'quickClone' as const }) },
        'reloadModels',
        'reloadUsage',
      ],
    },
    'fullTraining.started': {
      actions: [
        'reloadUsage',
        sendTo(
          ({ context }) => context.voiceJob,
          ({ event }) => ({ type: 'job.track', jobId: event.jobId, modelName: event.modelName }),
        ),
      ],
    },
    'voiceJob.completed': {
      actions: [assign({ setupModelId: ({ event }) => event.modelId }), 'reloadModels', 'reloadUsage'],
    },
  },
  type: 'parallel',
  states: {
    models: {
      initial: 'loading',
      states: {
        /** The first load: the list shows a spinner. */
        loading: requestingModels,
        loaded: {
          on: { 'models.reload': 'reloading' },
        },
        /** Later loads keep the list on screen; the newest request wins. */
        reloading: {
          ...requestingModels,
          on: { 'models.reload': { target: 'reloading', reenter: true } },
        },
      },
    },
    categorization: {
      initial: 'closed',
      // Each state opens a fresh wizard itself: a transition of the region node would re-enter
      // the whole page (its parallel siblings too).
      states: {
        closed: {
          on: {
            'categorization.open': {
              target: 'open',
              actions: ['stopPlayback', 'stopCategorization', 'spawnCategorization'],
            },
          },
        },
        /** The wizard runs; its end arrives as its done event. */
        open: {
          on: {
            'categorization.open': {
              target: 'open',
              reenter: true,
              actions: ['stopPlayback', 'stopCategorization', 'spawnCategorization'],
            },
            'xstate.done.actor.categorization': [
              {
                guard: 'endedSetUpForCompletedJob',
                target: 'ended',
                actions: ['stopPlayback', 'reloadModels', 'dismissJobOfSetUpVoice'],
              },
              { target: 'ended', actions: ['stopPlayback', 'reloadModels'] },
            ],
          },
        },
        /** The outcome stays on the page until dismissed. */
        ended: {
          on: {
            'categorization.open': {
              target: 'open',
              actions: ['stopPlayback', 'stopCategorization', 'spawnCategorization'],
            },
            'categorization.dismiss': {
              target: 'closed',
              actions: ['stopCategorization', 'forgetCategorization'],
            },
          },
        },
      },
    },
    emotionSample: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'emotionSample.open': { target: 'open', actions: 'spawnEmotionSample' } },
        },
        /** The sample-recording modal with its own recorder. */
        open: {
          on: {
            'emotionSample.open': {
              target: 'open',
              reenter: true,
              actions: ['stopEmotionSample', 'spawnEmotionSample'],
            },
            'emotionSample.close': { target: 'closed', actions: 'stopEmotionSample' },
            'emotionSample.saved': {
              actions: [
                assign({
                  savedSampleTypes: ({ context, event }) =>
                    context.savedSampleTypes.includes(event.sampleType)
                      ? context.savedSampleTypes
                      : [...context.savedSampleTypes, event.sampleType],
                }),
                'reloadSamplesTotal',
              ],
            },
          },
          invoke: {
            id: 'relayEmotionSample',
            src: 'relayEmitted',
            input: ({ context }) => ({
              routes: [
                { from: context.emotionSample, type: 'emotionSample.saved', as: 'emotionSample.saved' },
              ],
            }),
          },
        },
      },
    },
  },
});

export type CreateVoicePageMachine = typeof createVoicePageMachine;
export type CreateVoicePageSnapshot = SnapshotFrom<typeof createVoicePageMachine>;
export type CreateVoicePageActorRef = ActorRefFrom<typeof createVoicePageMachine>;
