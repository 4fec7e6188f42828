// The embedded translator on the real apertium pairs installed from Debian: direct pairs, chains through Spanish,
// the English default source, cleaned output, and a clear refusal in plain words for pairs it cannot serve.
import { describe, expect, it } from 'vitest';
import { ApertiumTranslationEngine, cleanApertiumOutput } from './apertium-engine';
import { apertiumModes, modeChain } from './apertium-pairs';
import { UnsupportedTranslationError } from './translation-engine';

const engine = new ApertiumTranslationEngine();
const all = new Map(Object.entries(apertiumModes));

describe('pair chains', () => {
  it('finds direct pairs and chains through Spanish', () => {
    expect(modeChain(all, 'en', 'es')).toEqual(['eng-spa']);
    expect(modeChain(all, 'en', 'fr')).toEqual(['eng-spa', 'es-fr']);
    expect(modeChain(all, 'en', 'pt')).toEqual(['eng-spa', 'es-pt']);
    expect(modeChain(all, 'fr', 'en')).toEqual(['fr-es', 'spa-eng']);
    expect(modeChain(all, 'da', 'no')).toEqual(['dan-nob']);
    expect(modeChain(all, 'en', 'en')).toEqual([]);
    expect(modeChain(all, 'en', 'ja')).toBeNull();
    expect(modeChain(all, 'en', 'da')).toBeNull();
  });

  it('only uses pairs whose mode is installed on this machine', () => {
    expect(engine.chainFor('en', 'fr')).toEqual(['eng-spa', 'es-fr']);
    const without = new Map(all);
    without.delete('es>fr');
    expect(modeChain(without, 'en', 'fr')).toBeNull();
  });
});

describe('cleaning apertium’s output', () => {
  it('removes error marks and stray spaces, keeping characters the text itself uses', () => {
    expect(cleanApertiumOutput('Hola  #mundo , y @gato .\n', 'Hello world, and cat.')).toBe(
      'Hola mundo, y gato.',
    );
    expect(cleanApertiumOutput('Sigue #etiquetas', 'Follow #tags')).toBe('Sigue #etiquetas');
  });
});

describe('ApertiumTranslationEngine', () => {
  it('translates English to Spanish by default (no source given)', async () => {
    const text = await engine.translate({
      text: 'The cat eats fish. This is a test.',
      source: null,
      target: 'es',
    });
    expect(text).toBe('El gato come pez. Esto es una prueba.');
  });

  it('chains English to French and Portuguese through Spanish', async () => {
    expect(await engine.translate({ text: 'This is a test.', source: null, target: 'fr' })).toMatch(
      /^Ceci est une preuve\.?$/,
    );
    expect(await engine.translate({ text: 'This is a test.', source: 'en', target: 'pt' })).toMatch(
      /^Isto é uma prova\.?$/,
    );
  });

  it('translates from a given source (Spanish to English, Danish to Norwegian)', async () => {
    expect(await engine.translate({ text: 'El gato come pescado.', source: 'es', target: 'en' })).toMatch(
      /cat/i,
    );
    expect(await engine.translate({ text: 'Jeg har en hund.', source: 'da', target: 'no' })).toBe(
      'Jeg har en hund.',
    );
  });

  it('drops the unknown-word marks and keeps paragraphs', async () => {
    const text = await engine.translate({
      text: 'Hello xyzzyplugh.\n\nThe cat eats.',
      source: null,
      target: 'es',
    });
    expect(text).not.toMatch(/[*#@]/);
    expect(text).toContain('xyzzyplugh');
    expect(text.split('\n\n')).toHaveLength(2);
  });

  it('refuses a pair it cannot serve, in plain words', async () => {
    const attempt = engine.translate({ text: 'Hello', source: null, target: 'ja' });
    await expect(attempt).rejects.toBeInstanceOf(UnsupportedTranslationError);
    await expect(engine.translate({ text: 'Hello', source: null, target: 'ja' })).rejects.toThrow(
      'Translating English to Japanese is not available on this server yet. Please choose another language.',
    );
  });
});
