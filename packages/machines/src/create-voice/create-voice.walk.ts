// Sample events for walking the /create-voice page graph: the first load and reloads answering a
// list with a voice to set up or the failure text, a completed job for that voice, the wizard
// opened, ended and dismissed, the sample modal opened, saved and closed, and a mode change. The
// children's own states are walked by their own walks; loaders of the allowance, the resumed
// job and the samples' total change no state and go bare.
import { actorDone } from '../testing/actor-events';
import type { MachineWalk } from '../testing/reachable-states';
import type { CreateVoicePageMachine } from './create-voice.machine';
import type { CreateVoiceModel, VoiceModelsResult } from './create-voice.types';

export const createVoiceWalkModels: CreateVoiceModel[] = [
  {
    id: 'model-1',
    model_name: 'Ada Pro',
    status: 'ready',
    clone_type: 'pro',
    reference_language: 'en',
    categorization_completed: false,
  },
];

const listed: VoiceModelsResult = { models: createVoiceWalkModels, error: null };
const failed: VoiceModelsResult = { models: null, error: 'Failed to load existing voice models.' };

export const createVoicePageMachineWalk: MachineWalk<CreateVoicePageMachine> = {
  events: [
    actorDone('loadVoiceModels', listed),
    actorDone('loadVoiceModels', failed),
    { type: 'voiceJob.completed', jobId: 'job-1', modelId: 'model-1', modelName: 'Ada Pro' },
    { type: 'categorization.open', modelId: 'model-1', modelName: 'Ada Pro' },
    actorDone('categorization', { outcome: 'cancelled', modelId: 'model-1', categorizedClips: null }),
    { type: 'categorization.dismiss' },
    { type: 'emotionSample.open', sampleType: 'happy', title: 'Happy Sample' },
    { type: 'emotionSample.saved', sampleType: 'happy' },
    { type: 'emotionSample.close' },
    { type: 'mode.select', mode: 'quick' },
  ],
  // Children's events relayed to the page are tried only where listed above.
  filterEvents: (_, event) =>
    !/^(proRecorder|quickRecorder|trainingRecorder|proClone|consent|quickClone|fullTraining)\./.test(
      event.type,
    ) &&
    !/^xstate\.done\.actor\.(loadCloneUsage|loadSamplesDuration|findJobToResume)$/.test(event.type) &&
    event.type !== 'models.reload',
};
