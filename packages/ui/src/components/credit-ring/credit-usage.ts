// Pure arithmetic behind the credit ring: how much is left, the colour band, and the sentence that
// the tooltip and the accessible name share. total -1 means an unlimited plan.
import { formatCount } from '../../lib/format';

export type CreditTone = 'default' | 'warning' | 'danger';

export interface CreditSummary {
  unlimited: boolean;
  remaining: number;
  /** 0–100, share of the plan's credits already used. */
  percentUsed: number;
  /** 0–100, rounded, share still available. */
  percentRemaining: number;
  /** Spec: above 60% used orange, above 80% red. */
  tone: CreditTone;
  /** e.g. '3,600 of 3,600 credits · 100% remaining' or 'Unlimited credits'. */
  label: string;
}

export const UNLIMITED_CREDITS = -1;

export function summarizeCredits(used: number, total: number): CreditSummary {
  if (total === UNLIMITED_CREDITS) {
    return {
      unlimited: true,
      remaining: Infinity,
      percentUsed: 0,
      percentRemaining: 100,
      tone: 'default',
      label: 'Unlimited credits',
    };
  }
  const safeTotal = Math.max(0, total);
  const remaining = Math.max(0, safeTotal - Math.max(0, used));
  const percentUsed = safeTotal > 0 ? ((safeTotal - remaining) / safeTotal) * 100 : 100;
  const percentRemaining = Math.round(100 - percentUsed);
  const tone: CreditTone = percentUsed > 80 ? 'danger' : percentUsed > 60 ? 'warning' : 'default';
  return {
    unlimited: false,
    remaining,
    percentUsed,
    percentRemaining,
    tone,
    label: `${formatCount(remaining)} of ${formatCount(safeTotal)} credits · ${percentRemaining}% remaining`,
  };
}
