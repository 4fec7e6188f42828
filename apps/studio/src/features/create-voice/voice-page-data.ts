// What /create-voice loads besides its machines: the voice models (GET /api/voice/models), the
// clone allowance (GET /api/user/profile), the job to resume (GET /api/voice/jobs) and the emotion
// samples' total (GET /api/voice/samples/duration), with the spec's texts for failed model loads.
import { ApiError, isActiveVoiceJob, type ApiClient, type VoiceJob, type VoiceModel } from '@twin/api-client';
import { type VoiceCloneUsage } from '@twin/machines/create-voice';
import { serverMessageOr } from '@twin/machines/shared';
import { voiceJobMessages } from '@twin/machines/create-voice/voice-job';

export const voicePageMessages = {
  modelsLoadFailed: 'Failed to load existing voice models.',
  loginToViewModels: 'Please log in to view voice models.',
} as const;

export type ModelsResult = { models: VoiceModel[]; error: null } | { models: null; error: string };

export async function loadVoiceModels(api: ApiClient, token: string | null): Promise<ModelsResult> {
  if (!token) return { models: null, error: voicePageMessages.loginToViewModels };
  try {
    return { models: (await api.voice.models()).models, error: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return { models: null, error: voiceJobMessages.sessionExpired };
    }
    return { models: null, error: serverMessageOr(error, voicePageMessages.modelsLoadFailed) };
  }
}

/** Usage fields for gating; a failure is only logged (spec part 2 §8). */
export async function loadCloneUsage(api: ApiClient): Promise<VoiceCloneUsage | null> {
  try {
    const profile = await api.user.profile();
    return {
      current_plan: profile.current_plan,
      voice_clones_used: profile.voice_clones_used,
      voice_clones_allowed: profile.voice_clones_allowed,
    };
  } catch (error) {
    console.error('Could not load the voice clone allowance', error);
    return null;
  }
}

/** The newest job still queued, processing or training, to resume on page load; failures only logged. */
export async function findJobToResume(api: ApiClient): Promise<VoiceJob | null> {
  try {
    const { jobs } = await api.voice.jobs();
    const active = jobs.filter(isActiveVoiceJob);
    active.sort((a, b) => b.created_at.localeCompare(a.created_at));
    return active[0] ?? null;
  } catch (error) {
    console.error('Could not load the voice jobs', error);
    return null;
  }
}

export async function loadSamplesDuration(api: ApiClient): Promise<number | null> {
  try {
    return (await api.voice.samplesDuration()).total_duration;
  } catch (error) {
    console.error('Could not load the samples duration', error);
    return null;
  }
}
