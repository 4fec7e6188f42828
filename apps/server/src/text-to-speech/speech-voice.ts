// Which voice speaks a generate request, and how. Checks in order: the model is the caller's (404), ready (409)
// and set up (409, the spec's 'Complete your voice setup to use this model.'); a non-pro voice names a reference
// clip (400 'Please select a reference sample.') that is one of that voice's clips (404); the engine speaks the
// language (422 naming the language) and built the voice's profile (409). Pro voices get Tonality and Resemblance
// (seed, resemblance); other voices speak like their chosen reference clip and ignore those two. A pro voice whose
// profile names a reference clip of its own (reference-audio engines: the cleanest clip) speaks from that one.
import type { GenerateSpeechRequest } from '@twin/api-client';
import type { Database } from '../db/database';
import type { VoiceModelRow } from '../db/schema';
import type { MediaStore } from '../files/media-store';
import {
  UnsupportedLanguageError,
  type ProfileReferenceClip,
  type SpeechControls,
  type SpeechEngine,
  type VoiceProfile,
} from '../engines/speech/speech-engine';
import { HttpError } from '../http/http-error';
import { findOwnClipWithFile } from '../voices/reference-clips.repository';
import { findOwnVoiceModel } from '../voices/voice-models.repository';
import { otherEngineMessage, speechMessages } from './speech-messages';

export interface ChosenVoice {
  model: VoiceModelRow;
  profile: VoiceProfile;
  referenceClip?: ProfileReferenceClip;
  controls: SpeechControls;
}

async function referenceClipOf(
  db: Database,
  store: MediaStore,
  model: VoiceModelRow,
  clipId: string,
): Promise<ProfileReferenceClip> {
  const found = await findOwnClipWithFile(db, model.userId, clipId);
  if (!found || found.clip.modelId !== model.id) throw new HttpError(404, speechMessages.clipNotFound);
  const { clip, file } = found;
  return {
    clipId: clip.id,
    path: store.absolutePath(file.relativePath),
    statistics: {
      durationSeconds: clip.durationSeconds,
      speakingRate: clip.speakingRate,
      pitchMedianHz: clip.pitchMedian,
      pitchMeanHz: clip.pitchMean,
      pitchVariationHz: clip.pitchVariation,
      energyDb: clip.energy,
    },
  };
}

export async function chooseVoice(
  services: { db: Database; store: MediaStore; speech: SpeechEngine },
  userId: string,
  request: GenerateSpeechRequest,
): Promise<ChosenVoice> {
  const { db, store, speech } = services;
  const model = await findOwnVoiceModel(db, userId, request.modelId);
  if (!model) throw new HttpError(404, speechMessages.modelNotFound);
  if (model.status !== 'ready') throw new HttpError(409, speechMessages.modelNotReady);
  if (!model.categorizationCompleted) throw new HttpError(409, speechMessages.setupIncomplete);
  const isPro = model.cloneType === 'pro';
  if (!isPro && !request.referenceClipId) throw new HttpError(400, speechMessages.referenceClipRequired);
  if (!speech.capabilities.languages.includes(request.language)) {
    throw new HttpError(422, new UnsupportedLanguageError(speech.id, request.language).message);
  }
  const profile = model.profile as unknown as VoiceProfile | null;
  if (!profile) throw new HttpError(409, speechMessages.noProfile);
  if (profile.engine !== speech.id) throw new HttpError(409, otherEngineMessage(profile.engine, speech.id));
  const profileClipId = profile.settings.referenceClipId;
  const clipId = request.referenceClipId ?? (typeof profileClipId === 'string' ? profileClipId : undefined);
  const referenceClip = clipId ? await referenceClipOf(db, store, model, clipId) : undefined;
  return {
    model,
    profile,
    referenceClip,
    controls: {
      exaggeration: request.exaggeration,
      temperature: request.temperature,
      cfgWeight: request.cfg_weight,
      ...(isPro ? { seed: request.seed, resemblance: request.resemblance } : {}),
    },
  };
}
