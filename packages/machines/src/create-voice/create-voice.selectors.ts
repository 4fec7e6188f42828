// What the /create-voice screen shows, derived from the page machine's context and the few facts
// it reads from its children: the gate (clone limit, full-training badge), the job's voice and
// whether it needs setup, the voices needing setup (less the one the job banner or the wizard
// already shows), and whether the clone-limit notice replaces the form.
import type { CreateVoiceModel, CreateVoicePageContext, VoiceCreationMode } from './create-voice.types';
import { voiceCreationGate, voicesNeedingSetup, type VoiceCreationGate } from './voice-creation-gating';

export interface CreateVoicePageFacts {
  /** The voice job's model id, and whether the job has completed. */
  jobModelId: string | null;
  jobCompleted: boolean;
  /** Whether the form of the shown mode is past editing (checking, saving, saved, recording…). */
  activeFormBusy: boolean;
}

export interface CreateVoicePageView {
  gate: VoiceCreationGate;
  jobModel: CreateVoiceModel | null;
  jobModelNeedsSetup: boolean;
  needingSetup: CreateVoiceModel[];
  showLimitNotice: boolean;
  /** Full training replaces the mode cards once it is the enabled, selected mode. */
  showFullTraining: boolean;
}

export function createVoicePageView(
  context: Pick<CreateVoicePageContext, 'models' | 'usage' | 'mode' | 'categorizationTarget'>,
  facts: CreateVoicePageFacts,
): CreateVoicePageView {
  const gate = voiceCreationGate(context.usage, context.models);
  const jobModel = context.models.find((model) => model.id === facts.jobModelId) ?? null;
  const jobModelNeedsSetup =
    jobModel !== null && jobModel.status === 'ready' && !jobModel.categorization_completed;
  const shownInJobBanner = facts.jobCompleted ? jobModel?.id : undefined;
  const needingSetup = voicesNeedingSetup(context.models).filter(
    (model) => model.id !== shownInJobBanner && model.id !== context.categorizationTarget?.modelId,
  );
  return {
    gate,
    jobModel,
    jobModelNeedsSetup,
    needingSetup,
    showLimitNotice: context.usage !== null && !gate.canCreateNewVoice && !facts.activeFormBusy,
    showFullTraining: context.mode === 'full' && gate.fullTraining.enabled,
  };
}

/** Whether a form's snapshot is past editing, for the mode shown. */
export function isActiveFormBusy(
  mode: VoiceCreationMode,
  forms: Record<VoiceCreationMode, { matches: (value: 'editing') => boolean }>,
): boolean {
  return !forms[mode].matches('editing');
}
