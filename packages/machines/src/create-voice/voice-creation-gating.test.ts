// The voice-creation gating of spec part 2 §6: PREMIUM on the Free plan (the default), LIMIT
// REACHED at used ≥ allowed unless -1, and when a new voice may be created.
import { describe, expect, it } from 'vitest';
import {
  canCreateNewVoice,
  fullTrainingGate,
  hasReachedVoiceCloneLimit,
  planOf,
  voiceCreationGate,
  voicesNeedingSetup,
} from './voice-creation-gating';

const usage = (
  current_plan: string | null | undefined,
  voice_clones_used: number,
  voice_clones_allowed: number,
) => ({
  current_plan,
  voice_clones_used,
  voice_clones_allowed,
});
const readySetUp = { status: 'ready', categorization_completed: true };
const readyNotSetUp = { status: 'ready', categorization_completed: false };
const training = { status: 'training', categorization_completed: true };

describe('fullTrainingGate', () => {
  it.each([
    ['Free', usage('Free', 0, 5)],
    ['no plan (default Free)', usage(undefined, 0, 5)],
    ['a blank plan', usage('  ', 0, 5)],
    ['no usage at all', null],
    ['Free even when unlimited', usage('Free', 0, -1)],
    ['Free at the limit (premium wins)', usage('Free', 1, 1)],
  ])('is PREMIUM for %s', (_, value) => {
    expect(fullTrainingGate(value)).toEqual({ enabled: false, badge: 'PREMIUM' });
  });

  it.each([
    ['at the limit', usage('Starter', 1, 1)],
    ['over the limit', usage('Pro', 4, 3)],
    ['with none allowed', usage('Starter', 0, 0)],
  ])('is LIMIT REACHED %s', (_, value) => {
    expect(fullTrainingGate(value)).toEqual({ enabled: false, badge: 'LIMIT REACHED' });
  });

  it.each([
    ['below the limit', usage('Starter', 0, 1)],
    ['unlimited (-1)', usage('Enterprise', 40, -1)],
  ])('is enabled %s', (_, value) => {
    expect(fullTrainingGate(value)).toEqual({ enabled: true, badge: null });
  });
});

describe('canCreateNewVoice', () => {
  it('when unlimited', () => {
    expect(canCreateNewVoice(usage('Enterprise', 9, -1), [])).toBe(true);
  });
  it('when some clones are left', () => {
    expect(canCreateNewVoice(usage('Free', 0, 1), [])).toBe(true);
  });
  it('at the limit only when a fully set-up ready voice exists', () => {
    expect(canCreateNewVoice(usage('Starter', 1, 1), [])).toBe(false);
    expect(canCreateNewVoice(usage('Starter', 1, 1), [readyNotSetUp, training])).toBe(false);
    expect(canCreateNewVoice(usage('Starter', 1, 1), [readyNotSetUp, readySetUp])).toBe(true);
  });
  it('not before the usage is known, unless a set-up voice exists', () => {
    expect(canCreateNewVoice(null, [])).toBe(false);
    expect(canCreateNewVoice(null, [readySetUp])).toBe(true);
  });
});

describe('helpers', () => {
  it('reads the plan with Free as default', () => {
    expect(planOf(usage('Pro', 0, 0))).toBe('Pro');
    expect(planOf(null)).toBe('Free');
  });
  it('counts the limit', () => {
    expect(hasReachedVoiceCloneLimit(usage('Pro', 2, 3))).toBe(false);
    expect(hasReachedVoiceCloneLimit(usage('Pro', 3, 3))).toBe(true);
    expect(hasReachedVoiceCloneLimit(usage('Pro', 99, -1))).toBe(false);
  });
  it('lists ready voices lacking categorization', () => {
    const models = [
      { id: 'a', ...readySetUp },
      { id: 'b', ...readyNotSetUp },
      { id: 'c', ...training, categorization_completed: false },
    ];
    expect(voicesNeedingSetup(models).map((model) => model.id)).toEqual(['b']);
  });
  it('combines both answers', () => {
    expect(voiceCreationGate(usage('Starter', 1, 1), [readySetUp])).toEqual({
      fullTraining: { enabled: false, badge: 'LIMIT REACHED' },
      canCreateNewVoice: true,
    });
  });
});
