// Sentences are translated one per line, several per request, with the embedded apertium (en → es): one answer per
// sentence, in order; a translator that does not keep the lines gets each sentence on its own.
import { describe, expect, it } from 'vitest';
import { ApertiumTranslationEngine } from '../engines/translation/apertium-engine';
import type { TranslationEngine, TranslationRequest } from '../engines/translation/translation-engine';
import { translateSentences } from './translate-sentences';

describe('translateSentences', () => {
  it('translates each sentence, in order, in one apertium run', async () => {
    const engine = new ApertiumTranslationEngine();
    const calls: string[] = [];
    const counting: TranslationEngine = {
      id: engine.id,
      description: engine.description,
      translate: (request) => {
        calls.push(request.text);
        return engine.translate(request);
      },
    };
    const sentences = [
      'The sun is a star.',
      'It gives us light and heat every day.',
      'Thank you for watching.',
    ];
    const translated = await translateSentences(counting, sentences, { source: 'en', target: 'es' });
    expect(calls).toHaveLength(1);
    // The same as each sentence translated on its own.
    const alone = [];
    for (const text of sentences) alone.push(await engine.translate({ text, source: 'en', target: 'es' }));
    expect(translated).toEqual(alone);
    expect(translated[0]).toBe('El sol es una estrella.');
  });

  it('falls back to one sentence at a time when the answer loses the line breaks', async () => {
    const flattening: TranslationEngine = {
      id: 'flat',
      description: 'joins lines',
      translate: async (request: TranslationRequest) => request.text.replace(/\n/g, ' ').toUpperCase(),
    };
    expect(await translateSentences(flattening, ['one.', 'two.'], { source: 'en', target: 'es' })).toEqual([
      'ONE.',
      'TWO.',
    ]);
  });
});
