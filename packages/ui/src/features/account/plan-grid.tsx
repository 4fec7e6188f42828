// PlanGrid: the subscription plans (spec part 1 §3). Upgrading calls onUpgrade; Enterprise calls
// onEnterpriseContact instead (the app leads to /contact). The account page hides it by default.
import { CheckIcon } from 'lucide-react';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';
import type { PlanOption } from './account-types';

export interface PlanGridProps {
  plans: readonly PlanOption[];
  currentPlan?: string | null;
  onUpgrade: (plan: string) => void;
  onEnterpriseContact: () => void;
  /** Disables the buttons while an upgrade request runs. */
  busy?: boolean;
}

const enterprisePlan = 'Enterprise';

function creditsText(tokens: PlanOption['tokens']): string | null {
  if (tokens === null) return null;
  if (tokens === 'unlimited') return 'Unlimited credits';
  return `${formatCount(tokens)} credits`;
}

function clonesText(clones: number | null): string | null {
  if (clones === null) return null;
  if (clones === -1) return 'Unlimited voice clones';
  return `${formatCount(clones)} ${clones === 1 ? 'voice clone' : 'voice clones'}`;
}

export function PlanGrid({
  plans,
  currentPlan,
  onUpgrade,
  onEnterpriseContact,
  busy = false,
}: PlanGridProps) {
  const currentIndex = plans.findIndex((plan) => plan.name === currentPlan);
  return (
    <ul data-slot="plan-grid" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {plans.map((plan, index) => {
        const isCurrent = plan.name === currentPlan;
        // Plans are listed from cheapest to dearest: those before the current one are a switch down.
        const isLower = currentIndex >= 0 && index < currentIndex;
        const isEnterprise = plan.name === enterprisePlan;
        const features = [creditsText(plan.tokens), clonesText(plan.voiceClones)].filter(
          (text) => text !== null,
        );
        return (
          <li
            key={plan.name}
            className={cn(
              'flex flex-col gap-4 rounded-xl border bg-surface p-5',
              isCurrent && 'border-primary/50 ring-1 ring-primary/30',
            )}
          >
            <div className="grid gap-1">
              <h3 className="text-sm font-semibold text-foreground">{plan.name}</h3>
              <p className="text-2xl font-semibold tracking-tight text-foreground">
                {plan.price === 'custom' ? 'Custom' : plan.price}
              </p>
            </div>
            <ul className="grid flex-1 gap-1.5 text-sm text-subtle-foreground">
              {features.map((feature) => (
                <li key={feature} className="flex items-center gap-2">
                  <CheckIcon aria-hidden className="size-3.5 text-primary" />
                  {feature}
                </li>
              ))}
            </ul>
            {isCurrent ? (
              <Button variant="secondary" disabled>
                Current Plan
              </Button>
            ) : isEnterprise ? (
              <Button variant="outline" disabled={busy} onClick={onEnterpriseContact}>
                Contact Sales
              </Button>
            ) : isLower ? (
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => onUpgrade(plan.name)}
                aria-label={`Switch to ${plan.name}`}
              >
                Switch
              </Button>
            ) : (
              <Button
                disabled={busy}
                onClick={() => onUpgrade(plan.name)}
                aria-label={`Upgrade to ${plan.name}`}
              >
                Upgrade
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
