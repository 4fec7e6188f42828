// The embedded engine's voice profile follows the measured speaker (higher voice → higher -p, faster speech →
// higher -s, flatter intonation → smaller range), says honestly that it is not a clone, and can speak with it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyseFrames } from '../../media/analysis/frame-features';
import { measureSpan } from '../../media/analysis/clip-statistics';
import { speakToPcm } from './espeak-calibration';
import { EspeakSpeechEngine } from './espeak-engine';
import { UnsupportedLanguageError, type VoiceProfile } from './speech-engine';
import { readMonoWav } from './wav-reader';

const engine = new EspeakSpeechEngine();
const dir = mkdtempSync(join(tmpdir(), 'twin-espeak-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const text = 'We are going to build something useful together, one small step at a time.';

async function profileOf(args: string[], spoken = text, language = 'en'): Promise<VoiceProfile> {
  const { samples, sampleRate } = await speakToPcm('en-us', args, spoken);
  const speaker = measureSpan(analyseFrames(samples, sampleRate), {
    startSeconds: 0,
    endSeconds: samples.length / sampleRate,
  });
  return engine.createVoiceProfile({ modelId: 'm1', language, speaker, clips: [] });
}

describe('EspeakSpeechEngine', () => {
  it('says it is a robotic approximation, not a clone', () => {
    expect(engine.capabilities.clonesTimbre).toBe(false);
    expect(engine.capabilities.description).toMatch(/robotic approximation/);
    expect(engine.capabilities.description).toMatch(/not a clone/);
    expect(engine.capabilities.languages).toEqual(
      expect.arrayContaining(['en', 'de', 'zh', 'th', 'uk', 'vi', 'sw']),
    );
  });

  it('maps a speaker’s measured pitch, rate and range onto espeak-ng’s settings', async () => {
    const low = await profileOf(['-p', '20', '-s', '130']);
    const high = await profileOf(['-p', '80', '-s', '230']);
    expect(low.engine).toBe('espeak-ng');
    expect(low.settings.voice).toBe('en-us');
    // The calibration is measured with the same analysis, so espeak's own output maps back near its settings.
    expect(Math.abs(Number(low.settings.pitch) - 20)).toBeLessThanOrEqual(12);
    expect(Math.abs(Number(high.settings.pitch) - 80)).toBeLessThanOrEqual(12);
    expect(Number(low.settings.speed)).toBeLessThan(Number(high.settings.speed));
    expect(Math.abs(Number(low.settings.speed) - 130)).toBeLessThanOrEqual(30);
    const monotone = await profileOf(['-m'], `<speak><prosody range="20%">${text}</prosody></speak>`);
    const lively = await profileOf(['-m'], `<speak><prosody range="200%">${text}</prosody></speak>`);
    expect(Number(monotone.settings.rangePercent)).toBeLessThan(60);
    expect(Number(lively.settings.rangePercent)).toBeGreaterThan(140);
  });

  it('keeps the reference clip ids and speaks with the profile', async () => {
    const profile = await engine.createVoiceProfile({
      modelId: 'm1',
      language: 'de',
      speaker: {
        durationSeconds: 10,
        speakingRate: 4,
        pitchMedianHz: 180,
        pitchMeanHz: 182,
        pitchVariationHz: 25,
        energyDb: -20,
      },
      clips: [
        {
          clipId: 'c1',
          path: '/nowhere.wav',
          statistics: {
            durationSeconds: 5,
            speakingRate: 4,
            pitchMedianHz: 180,
            pitchMeanHz: 182,
            pitchVariationHz: 25,
            energyDb: -20,
          },
        },
      ],
    });
    expect(profile.referenceClipIds).toEqual(['c1']);
    expect(profile.settings.voice).toBe('de');
    const output = join(dir, 'spoken.wav');
    const result = await engine.synthesize({
      profile,
      text: 'Guten Tag, wie geht es dir?',
      language: 'de',
      outputPath: output,
    });
    expect(result.durationSeconds).toBeGreaterThan(1);
    const spoken = readMonoWav(readFileSync(output));
    const measured = measureSpan(analyseFrames(spoken.samples, spoken.sampleRate), {
      startSeconds: 0,
      endSeconds: spoken.samples.length / spoken.sampleRate,
    });
    // Asked for a 180 Hz voice: the output is far above espeak's default (~100 Hz).
    expect(measured.pitchMedianHz).toBeGreaterThan(140);
  });

  it('names the configuration for a language it cannot speak', async () => {
    await expect(
      engine.createVoiceProfile({
        modelId: 'm1',
        language: 'xx',
        speaker: {
          durationSeconds: 1,
          speakingRate: null,
          pitchMedianHz: null,
          pitchMeanHz: null,
          pitchVariationHz: null,
          energyDb: null,
        },
        clips: [],
      }),
    ).rejects.toThrow(UnsupportedLanguageError);
    await expect(
      engine.createVoiceProfile({
        modelId: 'm1',
        language: 'xx',
        speaker: {
          durationSeconds: 1,
          speakingRate: null,
          pitchMedianHz: null,
          pitchMeanHz: null,
          pitchVariationHz: null,
          energyDb: null,
        },
        clips: [],
      }),
    ).rejects.toThrow(/^This voice cannot speak xx yet\. Please choose another language\.$/);
  });
});
