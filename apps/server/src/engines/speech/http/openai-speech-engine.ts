// The speech engine of an OpenAI-style server (TTS_URL, TTS_PROTOCOL=openai: speaches, Kokoro-FastAPI and the
// like): POST /v1/audio/speech { model, input, voice, response_format: 'wav', speed } with an optional bearer key.
// Stock voices only — it does not clone anyone, and says so in its description. Building a voice makes a test
// synthesis (the engine must answer with audio); the sliders have no counterpart in this protocol and are kept
// with the generation only.
import { speechLanguageCodes } from '@twin/api-client';
import {
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
  engineFetch,
  engineUrl,
  reachabilityProbe,
  type EngineRequestOptions,
} from '../../http/engine-request';
import { httpVoiceProfile, speakInPieces } from './speak-in-pieces';

export const OPENAI_SPEECH_ENGINE_ID = 'openai-speech';
export const DEFAULT_OPENAI_MODEL = 'tts-1';
export const DEFAULT_OPENAI_VOICE = 'alloy';

export interface OpenAiSpeechOptions extends EngineRequestOptions {
  baseUrl: string;
  tmpRoot: string;
  apiKey?: string;
  model?: string;
  voice?: string;
}

export class OpenAiSpeechEngine implements SpeechEngine {
  readonly id = OPENAI_SPEECH_ENGINE_ID;
  readonly capabilities: SpeechEngineCapabilities;
  readonly isReachable: () => Promise<boolean>;

  constructor(private readonly options: OpenAiSpeechOptions) {
    this.isReachable = reachabilityProbe(options.baseUrl);
    this.capabilities = {
      clonesTimbre: false,
      followsPitchAndRate: false,
      // The protocol cannot say which languages a voice reads; the engine answers for itself.
      languages: speechLanguageCodes,
      description: `OpenAI-style speech at ${new URL(options.baseUrl).host}: the stock voice "${this.voice}", not a clone.`,
      label: speechEngineLabels.stockVoice,
    };
  }

  private get voice(): string {
    return this.options.voice ?? DEFAULT_OPENAI_VOICE;
  }

  async createVoiceProfile(input: VoiceProfileInput): Promise<VoiceProfile> {
    await this.speak('This is a short test of the speech engine.', input.signal);
    return httpVoiceProfile(this.id, input, { voice: this.voice });
  }

  async synthesize(input: SynthesisInput): Promise<SynthesisResult> {
    const spoken = await speakInPieces(input, (piece) => this.speak(piece, input.signal));
    return {
      ...spoken,
      settings: { voice: this.voice, model: this.options.model ?? DEFAULT_OPENAI_MODEL },
    };
  }

  private async speak(text: string, signal: AbortSignal | undefined): Promise<Int16Array> {
    const url = engineUrl(this.options.baseUrl, '/v1/audio/speech');
    const response = await engineFetch(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.options.model ?? DEFAULT_OPENAI_MODEL,
          input: text,
          voice: this.voice,
          response_format: 'wav',
          speed: 1,
        }),
      },
      { ...this.options, signal },
    );
    return decodeEngineAudio(Buffer.from(await response.arrayBuffer()), this.options.tmpRoot, signal);
  }
}
