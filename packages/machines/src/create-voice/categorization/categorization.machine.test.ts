// The categorization wizard against fake actors: loading, the under-4-clips offer (accept,
// decline, failure), five steps of 4 clips excluding earlier choices with a suggested clip,
// Refresh Clips, Next, Finish Setup and saving, with the spec's texts (part 2 §4, §8).
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors } from '../../testing/fake-actors';
import type { ReferenceClipStats } from './categorization.clips';
import { categorizationMachine, styleOfStep } from './categorization.machine';

const clips: ReferenceClipStats[] = [
  { clip_id: 'c1', speaking_rate: 3.1, pitch_variation: 22, pitch_median: 182 },
  { clip_id: 'c2', speaking_rate: 4.4, pitch_variation: 14, pitch_median: 171 },
  { clip_id: 'c3', speaking_rate: 2.3, pitch_variation: 38, pitch_median: 205 },
  { clip_id: 'c4', speaking_rate: 3.7, pitch_variation: 9, pitch_median: 160 },
  { clip_id: 'c5', speaking_rate: 2.9, pitch_variation: 27, pitch_median: 193 },
  { clip_id: 'c6', speaking_rate: 3.4, pitch_variation: 17, pitch_median: 176 },
];

function startCategorization() {
  const fakes = createFakePromiseActors([
    'loadReferenceClips',
    'completeVoice',
    'saveCategorization',
  ] as const);
  const actor = createActor(categorizationMachine.provide({ actors: fakes.actors }), {
    input: { modelId: 'model-1', modelName: 'Ada Pro' },
  }).start();
  return { actor, fakes, snapshot: () => actor.getSnapshot() };
}

async function loaded(list: ReferenceClipStats[] = clips) {
  const wizard = startCategorization();
  await wizard.fakes.resolve('loadReferenceClips', list);
  return wizard;
}

/** Chooses `clipId` and moves on, for each of the given steps. */
function chooseAndNext(actor: ReturnType<typeof startCategorization>['actor'], clipIds: string[]) {
  for (const clipId of clipIds) {
    actor.send({ type: 'clip.choose', clipId });
    actor.send({ type: 'step.next' });
  }
}

describe('loading', () => {
  it("loads the model's reference clips", () => {
    const { snapshot, fakes } = startCategorization();
    expect(snapshot().value).toBe('loading');
    expect(fakes.inputsOf('loadReferenceClips')).toEqual([{ modelId: 'model-1' }]);
    expect(snapshot().context).toMatchObject({ modelId: 'model-1', modelName: 'Ada Pro', clips: [] });
  });

  it("fails with 'Failed to load reference clips for categorization.' and loads again on clips.reload", async () => {
    const { actor, snapshot, fakes } = startCategorization();
    await fakes.reject('loadReferenceClips', { status: 0, serverMessage: null });
    expect(snapshot().value).toBe('loadFailed');
    expect(snapshot().context.error).toBe('Failed to load reference clips for categorization.');
    actor.send({ type: 'clips.reload' });
    expect(snapshot().value).toBe('loading');
    expect(snapshot().context.error).toBeNull();
    expect(fakes.inputsOf('loadReferenceClips')).toHaveLength(2);
  });

  it('can be closed after a load failure, leaving the voice uncategorized', async () => {
    const { actor, snapshot, fakes } = startCategorization();
    await fakes.reject('loadReferenceClips', new Error(''));
    actor.send({ type: 'categorization.cancel' });
    expect(snapshot().value).toBe('cancelled');
    expect(snapshot().output).toEqual({ outcome: 'cancelled', modelId: 'model-1', categorizedClips: null });
  });
});

describe('fewer than 4 clips', () => {
  it.each([0, 3])('offers to complete without emotion controls with %i clips', async (count) => {
    const { snapshot } = await loaded(clips.slice(0, count));
    expect(snapshot().value).toBe('offeringCompletion');
    expect(snapshot().context.clips).toHaveLength(count);
  });

  it('goes to the steps with exactly 4', async () => {
    const { snapshot } = await loaded(clips.slice(0, 4));
    expect(snapshot().value).toBe('choosing');
  });

  it("accept → marks the voice completed → 'Voice marked as completed successfully!'", async () => {
    const { actor, snapshot, fakes } = await loaded(clips.slice(0, 2));
    actor.send({ type: 'completion.accept' });
    expect(snapshot().value).toBe('completing');
    expect(fakes.inputsOf('completeVoice')).toEqual([{ modelId: 'model-1' }]);
    await fakes.resolve('completeVoice', { success: true });
    expect(snapshot().value).toBe('completed');
    expect(snapshot().status).toBe('done');
    expect(snapshot().context.notice).toBe('Voice marked as completed successfully!');
    expect(snapshot().output).toEqual({ outcome: 'completed', modelId: 'model-1', categorizedClips: null });
  });

  it("a failed completion offers again with 'Failed to mark voice as completed. Please try again.'", async () => {
    const { actor, snapshot, fakes } = await loaded(clips.slice(0, 2));
    actor.send({ type: 'completion.accept' });
    await fakes.reject('completeVoice', { status: 500, serverMessage: null });
    expect(snapshot().value).toBe('offeringCompletion');
    expect(snapshot().context.error).toBe('Failed to mark voice as completed. Please try again.');
    actor.send({ type: 'error.dismiss' });
    expect(snapshot().context.error).toBeNull();
    actor.send({ type: 'completion.accept' });
    expect(snapshot().value).toBe('completing');
  });

  it("decline → 'Categorization cancelled. Voice remains uncategorized.'", async () => {
    const { actor, snapshot } = await loaded(clips.slice(0, 3));
    actor.send({ type: 'completion.decline' });
    expect(snapshot().value).toBe('cancelled');
    expect(snapshot().context.notice).toBe('Categorization cancelled. Voice remains uncategorized.');
    expect(snapshot().output).toEqual({ outcome: 'cancelled', modelId: 'model-1', categorizedClips: null });
  });
});

describe('the steps', () => {
  it('step 1 (fastest) offers the 4 fastest clips and suggests the fastest', async () => {
    const { snapshot } = await loaded();
    expect(styleOfStep(snapshot().context.stepIndex)).toBe('fastest');
    expect(snapshot().context).toMatchObject({
      stepIndex: 0,
      page: 0,
      offeredClipIds: ['c2', 'c4', 'c6', 'c1'],
      suggestedClipId: 'c2',
      canRefresh: true,
      choices: {},
    });
  });

  it('Next needs a choice', async () => {
    const { actor, snapshot } = await loaded();
    actor.send({ type: 'step.next' });
    expect(snapshot().context.stepIndex).toBe(0);
    actor.send({ type: 'clip.choose', clipId: 'c4' });
    expect(snapshot().context.choices).toEqual({ fastest: 'c4' });
    actor.send({ type: 'step.next' });
    expect(snapshot().context.stepIndex).toBe(1);
  });

  it('ignores a clip that is not offered', async () => {
    const { actor, snapshot } = await loaded();
    actor.send({ type: 'clip.choose', clipId: 'c3' });
    actor.send({ type: 'clip.choose', clipId: 'nope' });
    expect(snapshot().context.choices).toEqual({});
  });

  it('a second choice replaces the first', async () => {
    const { actor, snapshot } = await loaded();
    actor.send({ type: 'clip.choose', clipId: 'c2' });
    actor.send({ type: 'clip.choose', clipId: 'c6' });
    expect(snapshot().context.choices).toEqual({ fastest: 'c6' });
  });

  it('Refresh Clips shows the next 4, drops the choice and comes round again', async () => {
    const { actor, snapshot } = await loaded();
    actor.send({ type: 'clip.choose', clipId: 'c2' });
    actor.send({ type: 'clips.refresh' });
    expect(snapshot().context).toMatchObject({
      page: 1,
      offeredClipIds: ['c5', 'c3', 'c2', 'c4'],
      suggestedClipId: 'c2',
      choices: {},
    });
    actor.send({ type: 'clips.refresh' });
    expect(snapshot().context).toMatchObject({ page: 0, offeredClipIds: ['c2', 'c4', 'c6', 'c1'] });
  });

  it('walks the five styles, excluding earlier choices, topping up when fewer than 4 remain', async () => {
    const { actor, snapshot } = await loaded();
    const seen: { style: string; offered: string[]; suggested: string | null; canRefresh: boolean }[] = [];
    const record = () => {
      const { stepIndex, offeredClipIds, suggestedClipId, canRefresh } = snapshot().context;
      seen.push({
        style: styleOfStep(stepIndex),
        offered: offeredClipIds,
        suggested: suggestedClipId,
        canRefresh,
      });
    };
    record();
    for (const clipId of ['c2', 'c3', 'c5', 'c4']) {
      chooseAndNext(actor, [clipId]);
      record();
    }
    expect(seen).toEqual([
      { style: 'fastest', offered: ['c2', 'c4', 'c6', 'c1'], suggested: 'c2', canRefresh: true },
      { style: 'slowest', offered: ['c3', 'c5', 'c1', 'c6'], suggested: 'c3', canRefresh: true },
      { style: 'most_expressive', offered: ['c5', 'c1', 'c6', 'c4'], suggested: 'c5', canRefresh: false },
      { style: 'most_neutral', offered: ['c4', 'c6', 'c1', 'c2'], suggested: 'c4', canRefresh: false },
      { style: 'most_happy', offered: ['c1', 'c6', 'c3', 'c5'], suggested: 'c3', canRefresh: false },
    ]);
  });

  it('does not refresh when there is no other set', async () => {
    const { actor, snapshot } = await loaded(clips.slice(0, 4));
    actor.send({ type: 'clips.refresh' });
    expect(snapshot().context.page).toBe(0);
  });

  it('Finish Setup only on the last step with a choice, and Next is not offered there', async () => {
    const { actor, snapshot } = await loaded();
    actor.send({ type: 'clip.choose', clipId: 'c2' });
    actor.send({ type: 'categorization.finish' });
    expect(snapshot().value).toBe('choosing');
    chooseAndNext(actor, ['c2', 'c3', 'c5', 'c4']);
    expect(snapshot().context.stepIndex).toBe(4);
    actor.send({ type: 'categorization.finish' });
    expect(snapshot().value).toBe('choosing');
    actor.send({ type: 'clip.choose', clipId: 'c1' });
    actor.send({ type: 'step.next' });
    expect(snapshot().context.stepIndex).toBe(4);
    actor.send({ type: 'categorization.finish' });
    expect(snapshot().value).toBe('saving');
  });

  it('can be closed midway, leaving the voice uncategorized', async () => {
    const { actor, snapshot } = await loaded();
    chooseAndNext(actor, ['c2']);
    actor.send({ type: 'categorization.cancel' });
    expect(snapshot().value).toBe('cancelled');
    expect(snapshot().context.notice).toBe('Categorization cancelled. Voice remains uncategorized.');
  });
});

describe('saving', () => {
  async function finished() {
    const wizard = await loaded();
    chooseAndNext(wizard.actor, ['c2', 'c3', 'c5', 'c4']);
    wizard.actor.send({ type: 'clip.choose', clipId: 'c3' });
    wizard.actor.send({ type: 'categorization.finish' });
    return wizard;
  }
  const allFive = {
    fastest: 'c2',
    slowest: 'c3',
    most_expressive: 'c5',
    most_neutral: 'c4',
    most_happy: 'c3',
  };

  it('saves the five choices', async () => {
    const { fakes } = await finished();
    expect(fakes.inputsOf('saveCategorization')).toEqual([{ modelId: 'model-1', categorizedClips: allFive }]);
  });

  it("ends configured: 'Voice controls configured successfully! Your voice is now ready to use.'", async () => {
    const { snapshot, fakes } = await finished();
    await fakes.resolve('saveCategorization', { success: true });
    expect(snapshot().value).toBe('configured');
    expect(snapshot().context.notice).toBe(
      'Voice controls configured successfully! Your voice is now ready to use.',
    );
    expect(snapshot().output).toEqual({
      outcome: 'configured',
      modelId: 'model-1',
      categorizedClips: allFive,
    });
  });

  it("returns to the last step with 'Failed to save voice categorization.', choices kept", async () => {
    const { actor, snapshot, fakes } = await finished();
    await fakes.reject('saveCategorization', { status: 0, serverMessage: null });
    expect(snapshot().value).toBe('choosing');
    expect(snapshot().context).toMatchObject({ stepIndex: 4, choices: allFive });
    expect(snapshot().context.error).toBe('Failed to save voice categorization.');
    actor.send({ type: 'categorization.finish' });
    expect(snapshot().value).toBe('saving');
    expect(snapshot().context.error).toBeNull();
  });

  it("prefers the server's message", async () => {
    const { snapshot, fakes } = await finished();
    await fakes.reject('saveCategorization', {
      status: 400,
      serverMessage: 'Choose a clip for every style.',
    });
    expect(snapshot().context.error).toBe('Choose a clip for every style.');
  });
});

describe('closing the dialog (one intent: categorization.close)', () => {
  it('cancels after a load failure, at the under-4 offer and during a step', async () => {
    const failed = startCategorization();
    await failed.fakes.reject('loadReferenceClips', new Error(''));
    failed.actor.send({ type: 'categorization.close' });
    expect(failed.snapshot().value).toBe('cancelled');

    const offer = await loaded(clips.slice(0, 3));
    offer.actor.send({ type: 'categorization.close' });
    expect(offer.snapshot().value).toBe('cancelled');
    expect(offer.snapshot().context.notice).toBe('Categorization cancelled. Voice remains uncategorized.');

    const step = await loaded();
    step.actor.send({ type: 'categorization.close' });
    expect(step.snapshot().output).toEqual({
      outcome: 'cancelled',
      modelId: 'model-1',
      categorizedClips: null,
    });
  });

  it('is ignored while loading', () => {
    const { actor, snapshot } = startCategorization();
    actor.send({ type: 'categorization.close' });
    expect(snapshot().value).toBe('loading');
  });
});
