// Plan gating of voice creation (spec part 2 §3 plan usage fields, §6) as pure selectors over the
// profile's usage fields and the voice models: Full Voice Training is premium (disabled on the
// Free plan, badge PREMIUM, 'Upgrade Plan' to /account) and disabled at the clone limit (badge
// LIMIT REACHED) unless the allowance is -1; a new voice is offered when the allowance is
// unlimited, some clones are left, or a fully set-up ready voice exists. No machine: nothing waits.
import { voiceCreationGatingMessages } from './voice-creation-gating.messages';

/** The profile fields used for gating (GET /api/user/profile), structurally. */
export interface VoiceCloneUsage {
  /** Defaults to 'Free' when absent. */
  current_plan?: string | null;
  voice_clones_used: number;
  /** -1 means unlimited. */
  voice_clones_allowed: number;
}

/** The voice model fields used for gating, structurally. */
export interface VoiceModelReadiness {
  status: string;
  categorization_completed: boolean;
}

export type FullTrainingBadge =
  typeof voiceCreationGatingMessages.premiumBadge | typeof voiceCreationGatingMessages.limitReachedBadge;

export interface FullTrainingGate {
  enabled: boolean;
  /** Shown on the disabled card; PREMIUM comes with 'Upgrade Plan' to /account. */
  badge: FullTrainingBadge | null;
}

export const unlimitedVoiceClones = -1;

export function planOf(usage: VoiceCloneUsage | null | undefined): string {
  const plan = usage?.current_plan?.trim();
  return plan ? plan : 'Free';
}

export function isFreePlan(usage: VoiceCloneUsage | null | undefined): boolean {
  return planOf(usage) === 'Free';
}

export function hasUnlimitedVoiceClones(usage: VoiceCloneUsage | null | undefined): boolean {
  return usage?.voice_clones_allowed === unlimitedVoiceClones;
}

/** used ≥ allowed, unless allowed is -1. Without usage, nothing is known to be left. */
export function hasReachedVoiceCloneLimit(usage: VoiceCloneUsage | null | undefined): boolean {
  if (!usage) return true;
  if (hasUnlimitedVoiceClones(usage)) return false;
  return usage.voice_clones_used >= usage.voice_clones_allowed;
}

/** Premium first: a Free account at its limit shows PREMIUM. */
export function fullTrainingGate(usage: VoiceCloneUsage | null | undefined): FullTrainingGate {
  if (isFreePlan(usage)) return { enabled: false, badge: voiceCreationGatingMessages.premiumBadge };
  if (hasReachedVoiceCloneLimit(usage))
    return { enabled: false, badge: voiceCreationGatingMessages.limitReachedBadge };
  return { enabled: true, badge: null };
}

export function isFullySetUpVoice(model: VoiceModelReadiness): boolean {
  return model.status === 'ready' && model.categorization_completed;
}

/** Ready voices still lacking categorization ('Complete Your Voice Setup First'). */
export function voicesNeedingSetup<TModel extends VoiceModelReadiness>(models: readonly TModel[]): TModel[] {
  return models.filter((model) => model.status === 'ready' && !model.categorization_completed);
}

export function canCreateNewVoice(
  usage: VoiceCloneUsage | null | undefined,
  models: readonly VoiceModelReadiness[],
): boolean {
  return !hasReachedVoiceCloneLimit(usage) || models.some(isFullySetUpVoice);
}

export interface VoiceCreationGate {
  fullTraining: FullTrainingGate;
  canCreateNewVoice: boolean;
}

export function voiceCreationGate(
  usage: VoiceCloneUsage | null | undefined,
  models: readonly VoiceModelReadiness[],
): VoiceCreationGate {
  return { fullTraining: fullTrainingGate(usage), canCreateNewVoice: canCreateNewVoice(usage, models) };
}
