// The lip-sync job's progress percentage: the engine's fraction between the mix and saving, and the recorder's
// throttle (a rise of 5 points at once, smaller ones after a second, never down, writes one after another, a failed
// write logged and not thrown), on a fake clock.
import { describe, expect, it } from 'vitest';
import { createProgressRecorder, syncingPercent } from './lipsync-progress';

function recorder(options: { failOn?: number } = {}) {
  let clock = 0;
  const written: number[] = [];
  const warnings: unknown[] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args), error: () => {}, info: () => {} };
  const progress = createProgressRecorder({
    write: async (percent) => {
      await new Promise((resolve) => setImmediate(resolve));
      if (percent === options.failOn) throw new Error('database gone');
      written.push(percent);
    },
    log,
    now: () => clock,
  });
  return { progress, written, warnings, tick: (ms: number) => (clock += ms) };
}

describe('the lip-sync progress percentage', () => {
  it('places the engine’s fraction between the mix (5) and saving (95)', () => {
    expect([0, 0.5, 1].map(syncingPercent)).toEqual([5, 50, 95]);
    expect([-1, 2, Number.NaN].map(syncingPercent)).toEqual([5, 95, 5]);
  });

  it('writes a rise of 5 points at once, a smaller one only after a second, and never goes down', async () => {
    const { progress, written, tick } = recorder();
    progress.report(0);
    progress.report(3);
    progress.report(5);
    progress.report(4);
    tick(999);
    progress.report(7);
    tick(1);
    progress.report(8);
    progress.report(8.9);
    await progress.settled();
    expect(written).toEqual([0, 5, 8]);
  });

  it('logs a failed write and goes on with the next', async () => {
    const { progress, written, warnings } = recorder({ failOn: 10 });
    progress.report(10);
    progress.report(20);
    await expect(progress.settled()).resolves.toBeUndefined();
    expect(written).toEqual([20]);
    expect(warnings).toHaveLength(1);
  });
});
