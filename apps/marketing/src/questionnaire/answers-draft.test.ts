// The questionnaire draft in sessionStorage: saved, read back field by field (nothing else), and
// harmless when storage is broken.
import { describe, expect, it } from 'vitest';
import { ANSWERS_DRAFT_KEY, clearAnswersDraft, readAnswersDraft, saveAnswersDraft } from './answers-draft';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const answers = {
  industry: 'Retail',
  videoProductionHours: '',
  localization: 'Maybe',
  videoLength: '',
  goals: 'Store training',
  firstName: 'Jo',
  lastName: '',
  phone: '',
  countryCode: '+47',
  email: '',
  company: '',
};

describe('answers draft', () => {
  it('saves and reads the answers back', () => {
    const storage = memoryStorage();
    saveAnswersDraft(storage, answers);
    expect(readAnswersDraft(storage)).toEqual(answers);
    clearAnswersDraft(storage);
    expect(storage.items.has(ANSWERS_DRAFT_KEY)).toBe(false);
    expect(readAnswersDraft(storage)).toEqual({});
  });

  it('keeps only known text fields', () => {
    const storage = memoryStorage({
      [ANSWERS_DRAFT_KEY]: JSON.stringify({
        industry: 'Retail',
        goals: 42,
        admin: 'yes',
        email: 'x'.repeat(6000),
      }),
    });
    expect(readAnswersDraft(storage)).toEqual({ industry: 'Retail' });
  });

  it('survives broken JSON and throwing storage', () => {
    expect(readAnswersDraft(memoryStorage({ [ANSWERS_DRAFT_KEY]: '{' }))).toEqual({});
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readAnswersDraft(throwing)).toEqual({});
    expect(() => saveAnswersDraft(throwing, answers)).not.toThrow();
    expect(() => clearAnswersDraft(throwing)).not.toThrow();
  });
});
