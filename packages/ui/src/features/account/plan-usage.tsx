// PlanUsage: the current plan's credit usage as a bar and a sentence (share of plan tokens used).
import { Progress } from '../../components/progress/progress';
import { summarizeCredits } from '../../components/credit-ring/credit-usage';
import { formatCount } from '../../lib/format';
import type { AccountUsage } from './account-types';

export function PlanUsage({ usage }: { usage: AccountUsage }) {
  const summary = summarizeCredits(usage.used, usage.total);
  if (summary.unlimited) {
    return (
      <p data-slot="plan-usage" className="text-sm text-subtle-foreground">
        {formatCount(usage.used)} credits used · Unlimited credits
      </p>
    );
  }
  const percentUsed = Math.round(summary.percentUsed);
  const tone = summary.tone === 'danger' ? 'danger' : summary.tone === 'warning' ? 'warning' : 'default';
  return (
    <div data-slot="plan-usage" className="grid gap-2">
      <Progress value={percentUsed} tone={tone} aria-label="Plan credits used" />
      <p className="flex justify-between gap-4 text-xs text-subtle-foreground">
        <span>
          {formatCount(usage.used)} of {formatCount(usage.total)} credits used
        </span>
        <span>{percentUsed}%</span>
      </p>
    </div>
  );
}
