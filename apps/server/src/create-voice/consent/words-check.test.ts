// The words check's scoring and grammar: the share of the phrase's words heard, two of them to pass; the grammar
// holds every word of the statement and of the vocabulary once, so a wrong phrase can be heard as itself.
import { describe, expect, it } from 'vitest';
import {
  CONSENT_STATEMENT,
  PHRASE_WORDS,
  RECOGNIZER_WORDS,
  phraseWordsOf,
  randomPhrase,
} from './consent-sentence';
import { consentGrammar, wordsScore } from './words-check';

describe('words check', () => {
  it('scores the share of the phrase heard and passes two words or more', () => {
    const phrase = ['rabbit', 'violin', 'sunset', 'carpet', 'lemon'];
    expect(wordsScore(phrase, new Set(['i', 'agree', 'carpet']))).toEqual({ score: 0.2, passed: false });
    expect(wordsScore(phrase, new Set(['carpet', 'lemon', 'tiger']))).toEqual({ score: 0.4, passed: true });
    expect(wordsScore(phrase, new Set(phrase))).toEqual({ score: 1, passed: true });
    expect(wordsScore([], new Set(['carpet']))).toEqual({ score: 0, passed: false });
  });

  it('makes a grammar of the statement and the whole vocabulary, each word once', () => {
    const grammar = consentGrammar();
    expect(grammar.startsWith('#JSGF V1.0;\ngrammar consent;\npublic <s> = (')).toBe(true);
    const words = grammar
      .split('(')[1]!
      .split(')')[0]!
      .split('|')
      .map((word) => word.trim());
    expect(new Set(words).size).toBe(words.length);
    for (const word of [...phraseWordsOf(CONSENT_STATEMENT), ...RECOGNIZER_WORDS])
      expect(words).toContain(word);
    // The phrases' words are among them.
    for (const word of PHRASE_WORDS) expect(RECOGNIZER_WORDS).toContain(word);
  });

  it('draws 4–6 different words of the list', () => {
    for (let i = 0; i < 50; i++) {
      const words = randomPhrase().split(' ');
      expect(new Set(words).size).toBe(words.length);
      expect(words.length).toBeGreaterThanOrEqual(4);
      expect(words.length).toBeLessThanOrEqual(6);
      for (const word of words) expect(PHRASE_WORDS).toContain(word);
    }
  });
});
