// The credit ring's arithmetic: bands at the spec's thresholds (strictly above 60% and 80% used),
// the remaining share, and unlimited plans.
import { describe, expect, it } from 'vitest';
import { summarizeCredits } from './credit-usage';

describe('summarizeCredits', () => {
  it('states credits and percentage remaining', () => {
    expect(summarizeCredits(0, 3600).label).toBe('3,600 of 3,600 credits · 100% remaining');
    expect(summarizeCredits(1200, 3600).label).toBe('2,400 of 3,600 credits · 67% remaining');
  });

  it('turns orange only above 60% used and red only above 80%', () => {
    expect(summarizeCredits(60, 100).tone).toBe('default');
    expect(summarizeCredits(61, 100).tone).toBe('warning');
    expect(summarizeCredits(80, 100).tone).toBe('warning');
    expect(summarizeCredits(81, 100).tone).toBe('danger');
  });

  it('treats -1 as unlimited', () => {
    expect(summarizeCredits(5000, -1)).toMatchObject({
      unlimited: true,
      tone: 'default',
      label: 'Unlimited credits',
    });
  });

  it('never reports negative credits when usage exceeds the plan', () => {
    expect(summarizeCredits(4000, 3600)).toMatchObject({ remaining: 0, percentRemaining: 0, tone: 'danger' });
  });

  it('counts an empty plan as used up', () => {
    expect(summarizeCredits(0, 0)).toMatchObject({ remaining: 0, percentRemaining: 0, tone: 'danger' });
  });
});
