// The speech engine of a Chatterbox-TTS-Server (TTS_URL, TTS_PROTOCOL=chatterbox): real voice cloning from
// reference audio. Building a voice uploads its reference clips to the engine (POST /upload_reference, multipart
// `files`, named twin-<voice>-<clip>.wav) — every clip, so each categorized style is a reference of its own — and
// makes a test synthesis. Chatterbox listens to the first 6–10 s of a reference, so a pro voice speaks from its
// cleanest clip (5–12 s long, the steadiest level that is not near clipping); other voices from the clip chosen for
// the request. Speaking is POST /tts in clone mode, sentence-sized pieces joined with crossfades. A reference the
// engine lost (a reinstall) is uploaded again once. Controls (Chatterbox's ranges): exaggeration 0.25–2 as sent;
// temperature clamped to 0.05–1.5; cfg_weight to 0.2–1; Tonality (0–1000) is the seed + 1 (0 means random to
// Chatterbox); Resemblance has no Chatterbox counterpart and is kept with the generation only.
import { readFile } from 'node:fs/promises';
import {
  UnsupportedLanguageError,
  type ProfileReferenceClip,
  type SpeechControls,
  speechEngineLabels,
  type SpeechEngine,
  type SpeechEngineCapabilities,
  type SynthesisInput,
  type SynthesisResult,
  type VoiceProfile,
  type VoiceProfileInput,
} from '../speech-engine';
import { decodeEngineAudio } from './engine-audio';
import {
  EngineFailedError,
  engineFetch,
  engineUrl,
  reachabilityProbe,
  type EngineRequestOptions,
} from '../../http/engine-request';
import { httpVoiceProfile, speakInPieces } from './speak-in-pieces';

export const CHATTERBOX_ENGINE_ID = 'chatterbox';

/** Chatterbox Multilingual's languages (the original model speaks English only; /api/model-info says which runs). */
export const CHATTERBOX_LANGUAGES = [
  'ar', 'da', 'de', 'el', 'en', 'es', 'fi', 'fr', 'he', 'hi', 'it', 'ja',
  'ko', 'ms', 'nl', 'no', 'pl', 'pt', 'ru', 'sv', 'sw', 'tr', 'zh',
] as const; // prettier-ignore

const TEST_SENTENCES: Record<string, string> = {
  en: 'This is a short test of my new voice.',
  de: 'Das ist ein kurzer Test meiner neuen Stimme.',
  es: 'Esta es una breve prueba de mi nueva voz.',
  fr: 'Ceci est un court essai de ma nouvelle voix.',
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The engine's name for a voice's clip: ours alone, safe for its file-name rules. */
export function referenceFileName(modelId: string, clipId: string): string {
  return `twin-${modelId}-${clipId}.wav`.replace(/[^A-Za-z0-9._-]/g, '_');
}

/** The clip Chatterbox should hear for a pro voice: 5–12 s, the steadiest level not near clipping. */
export function cleanestClip(clips: readonly ProfileReferenceClip[]): ProfileReferenceClip | undefined {
  const score = (clip: ProfileReferenceClip) => {
    const { durationSeconds, energyDb, speakingRate } = clip.statistics;
    const lengthFits = durationSeconds >= 5 && durationSeconds <= 12 ? 0 : 10;
    const nearClipping = energyDb !== null && energyDb > -6 ? 10 : 0;
    const silent = speakingRate === null ? 5 : 0;
    return lengthFits + nearClipping + silent - (energyDb ?? -60) / 10;
  };
  return [...clips].sort((a, b) => score(a) - score(b))[0];
}

/** The request fields for the sliders, in Chatterbox's ranges. */
export function chatterboxControls(controls: SpeechControls | undefined): Record<string, number> {
  if (!controls) return {};
  return {
    exaggeration: clamp(controls.exaggeration, 0.25, 2),
    temperature: clamp(controls.temperature, 0.05, 1.5),
    cfg_weight: clamp(controls.cfgWeight, 0.2, 1),
    ...((controls.randomSeed ?? controls.seed) !== undefined
      ? { seed: Math.round((controls.randomSeed ?? controls.seed)!) + 1 }
      : {}),
  };
}

export interface ChatterboxOptions extends EngineRequestOptions {
  baseUrl: string;
  /** Where answers are decoded (DATA_DIR/tmp). */
  tmpRoot: string;
}

export class ChatterboxSpeechEngine implements SpeechEngine {
  readonly id = CHATTERBOX_ENGINE_ID;
  private languages: readonly string[] = CHATTERBOX_LANGUAGES;
  readonly isReachable: () => Promise<boolean>;

  constructor(private readonly options: ChatterboxOptions) {
    this.isReachable = reachabilityProbe(options.baseUrl);
  }

  get capabilities(): SpeechEngineCapabilities {
    return {
      clonesTimbre: true,
      followsPitchAndRate: true,
      languages: this.languages,
      description: `Chatterbox at ${new URL(this.options.baseUrl).host}: clones the voice from its reference audio.`,
      label: speechEngineLabels.clone,
    };
  }

  /** Asks the engine which languages its loaded model speaks (the original Chatterbox: English only). */
  async prepare(): Promise<void> {
    const response = await engineFetch(this.url('/api/model-info'), { method: 'GET' }, this.options);
    const info = (await response.json().catch(() => ({}))) as {
      supported_languages?: Record<string, string>;
    };
    const spoken = Object.keys(info.supported_languages ?? {});
    if (spoken.length > 0) this.languages = CHATTERBOX_LANGUAGES.filter((code) => spoken.includes(code));
  }

  async createVoiceProfile(input: VoiceProfileInput): Promise<VoiceProfile> {
    const main = cleanestClip(input.clips);
    if (!main) throw new EngineFailedError('the voice has no reference clips to upload');
    await this.upload(input.modelId, input.clips, input.signal);
    const profile = httpVoiceProfile(this.id, input, {
      modelId: input.modelId,
      referenceClipId: main.clipId,
    });
    // 'Training voice model...' means the engine speaks with it: one short sentence must come back as audio.
    const language = this.languages.includes(input.language) ? input.language : 'en';
    await this.speakChunk(
      profile,
      TEST_SENTENCES[language] ?? TEST_SENTENCES.en!,
      language,
      main,
      undefined,
      input.signal,
    );
    return profile;
  }

  async synthesize(input: SynthesisInput): Promise<SynthesisResult> {
    if (!this.languages.includes(input.language))
      throw new UnsupportedLanguageError('Chatterbox', input.language);
    const clip = input.referenceClip;
    if (!clip) throw new EngineFailedError('no reference clip to speak from');
    const spoken = await speakInPieces(input, (piece) =>
      this.speakChunk(input.profile, piece, input.language, clip, input.controls, input.signal),
    );
    return {
      ...spoken,
      settings: {
        reference: referenceFileName(modelIdOf(input.profile), clip.clipId),
        ...chatterboxControls(input.controls),
      },
    };
  }

  private url(path: string): URL {
    return engineUrl(this.options.baseUrl, path);
  }

  private async upload(
    modelId: string,
    clips: readonly ProfileReferenceClip[],
    signal?: AbortSignal,
  ): Promise<void> {
    const form = new FormData();
    for (const clip of clips) {
      const bytes = await readFile(clip.path);
      form.append('files', new Blob([bytes], { type: 'audio/wav' }), referenceFileName(modelId, clip.clipId));
    }
    const response = await engineFetch(
      this.url('/upload_reference'),
      { method: 'POST', body: form },
      { ...this.options, signal },
    );
    const answer = (await response.json().catch(() => ({}))) as { uploaded_files?: unknown };
    const uploaded = Array.isArray(answer.uploaded_files) ? answer.uploaded_files.map(String) : [];
    const missing = clips
      .map((clip) => referenceFileName(modelId, clip.clipId))
      .filter((name) => !uploaded.includes(name));
    if (missing.length > 0) throw new EngineFailedError(`the engine did not keep ${missing.join(', ')}`);
  }

  private async speakChunk(
    profile: VoiceProfile,
    text: string,
    language: string,
    clip: ProfileReferenceClip,
    controls: SpeechControls | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Int16Array> {
    const modelId = modelIdOf(profile);
    const body = JSON.stringify({
      text,
      voice_mode: 'clone',
      reference_audio_filename: referenceFileName(modelId, clip.clipId),
      output_format: 'wav',
      split_text: false,
      speed_factor: 1,
      language,
      ...chatterboxControls(controls),
    });
    const send = () =>
      engineFetch(
        this.url('/tts'),
        { method: 'POST', headers: { 'content-type': 'application/json' }, body },
        { ...this.options, signal, acceptStatuses: [404] },
      );
    let response = await send();
    if (response.status === 404) {
      // The engine lost the reference (reinstalled, cleaned): upload it again, once.
      await response.body?.cancel();
      await this.upload(modelId, [clip], signal);
      response = await send();
      if (response.status === 404)
        throw new EngineFailedError('the engine cannot find the reference it was given');
    }
    return decodeEngineAudio(Buffer.from(await response.arrayBuffer()), this.options.tmpRoot, signal);
  }
}

/** The voice's id, kept in its profile: the engine's file names start with it. */
function modelIdOf(profile: VoiceProfile): string {
  return String(profile.settings.modelId);
}
