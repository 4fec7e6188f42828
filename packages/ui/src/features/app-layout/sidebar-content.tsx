// What the sidebar holds, shared by the desktop sidebar and the small-screen menu sheet: the
// wordmark, the seven links (current one marked aria-current), the user, the credit ring, Logout.
import { LogOutIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';
import { Button } from '../../components/button/button';
import { CreditRing } from '../../components/credit-ring/credit-ring';
import { summarizeCredits } from '../../components/credit-ring/credit-usage';
import { AppLink } from '../../components/link/app-link';
import { Spinner } from '../../components/spinner/spinner';
import { BrandMark } from '../../components/brand-mark/brand-mark';
import { appNavigation, isCurrentPath } from './navigation';

export interface LayoutUser {
  username: string;
  email: string;
}

export interface LayoutUsage {
  used: number;
  /** -1 = unlimited. */
  total: number;
}

export interface SidebarContentProps {
  user: LayoutUser | null;
  /** Null while the first usage fetch runs (`usageLoading`) or when it failed (nothing is shown). */
  usage: LayoutUsage | null;
  usageLoading?: boolean;
  currentPath: string;
  onLogout: () => void;
  /** Called after a link is followed (the menu sheet closes itself with it). */
  onNavigate?: () => void;
}

export function SidebarContent({
  user,
  usage,
  usageLoading = false,
  currentPath,
  onLogout,
  onNavigate,
}: SidebarContentProps) {
  return (
    <div data-slot="sidebar-content" className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center px-5">
        <AppLink
          href="/dashboard"
          onClick={onNavigate}
          className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <BrandMark />
        </AppLink>
      </div>

      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-2">
        <ul className="grid gap-0.5">
          {appNavigation.map(({ href, label, icon: Icon }) => {
            const current = isCurrentPath(href, currentPath);
            return (
              <li key={href}>
                <AppLink
                  href={href}
                  onClick={onNavigate}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'group flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium text-subtle-foreground',
                    'transition-colors hover:bg-subtle hover:text-foreground',
                    'outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    'aria-[current=page]:bg-surface aria-[current=page]:text-foreground aria-[current=page]:shadow-xs aria-[current=page]:ring-1 aria-[current=page]:ring-border',
                  )}
                >
                  <Icon
                    aria-hidden
                    className="size-4 shrink-0 text-subtle-foreground transition-colors group-hover:text-foreground group-aria-[current=page]:text-primary"
                  />
                  {label}
                </AppLink>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="grid shrink-0 gap-1 border-t p-3">
        {user ? <UserSummary user={user} /> : null}
        <CreditSummary usage={usage} loading={usageLoading} />
        <Button
          variant="ghost"
          onClick={onLogout}
          className="h-9 justify-start gap-3 px-3 text-subtle-foreground hover:text-foreground"
        >
          <LogOutIcon aria-hidden />
          Logout
        </Button>
      </div>
    </div>
  );
}

function initialsOf(username: string): string {
  return username.trim().slice(0, 2).toUpperCase() || '?';
}

function UserSummary({ user }: { user: LayoutUser }) {
  return (
    <div data-slot="sidebar-user" className="flex items-center gap-3 px-2 py-2">
      <span
        aria-hidden
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary-soft-foreground"
      >
        {initialsOf(user.username)}
      </span>
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-foreground">{user.username}</p>
        <p className="truncate text-xs text-subtle-foreground">{user.email}</p>
      </div>
    </div>
  );
}

function CreditSummary({ usage, loading }: { usage: LayoutUsage | null; loading: boolean }) {
  if (!usage) {
    if (!loading) return null;
    return (
      <div
        data-slot="sidebar-credits"
        className="flex items-center gap-3 px-2 py-2 text-xs text-subtle-foreground"
      >
        <span className="inline-flex size-8 items-center justify-center">
          <Spinner size="sm" label="Loading credits" />
        </span>
        Credits
      </div>
    );
  }
  const summary = summarizeCredits(usage.used, usage.total);
  return (
    <div data-slot="sidebar-credits" className="flex items-center gap-3 px-2 py-2">
      <CreditRing used={usage.used} total={usage.total} size={32} tooltipSide="right" />
      <div className="min-w-0 text-xs leading-tight">
        <p className="font-medium text-foreground">Credits</p>
        <p className="mt-0.5 text-subtle-foreground">
          {summary.unlimited
            ? 'Unlimited'
            : `${formatCount(summary.remaining)} left · ${summary.percentRemaining}%`}
        </p>
      </div>
    </div>
  );
}
