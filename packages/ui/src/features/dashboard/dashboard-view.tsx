// DashboardView: the signed-in home of spec part 1 §2 — the greeting, the question, and three
// cards leading to voice creation, video upload and video generation.
import type { LucideIcon } from 'lucide-react';
import { ArrowRightIcon, AudioLinesIcon, ClapperboardIcon, FilmIcon } from 'lucide-react';
import { AppLink } from '../../components/link/app-link';

export interface DashboardViewProps {
  /** Shown after 'Welcome, '; 'User' when absent. */
  username?: string | null;
}

interface DashboardCard {
  href: string;
  title: string;
  caption?: string;
  icon: LucideIcon;
}

const dashboardCards: readonly DashboardCard[] = [
  { href: '/create-voice', title: 'Create a Voice', icon: AudioLinesIcon },
  { href: '/video', title: 'Upload Video', icon: ClapperboardIcon },
  { href: '/text-to-speech', title: 'Generate Videos', caption: 'in 30 languages', icon: FilmIcon },
];

export function DashboardView({ username }: DashboardViewProps) {
  const name = username?.trim() ? username : 'User';
  return (
    <div data-slot="dashboard" className="grid gap-10">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground md:text-3xl">Welcome, {name}</h1>
        <p className="text-[15px] text-subtle-foreground">What would you like to create today?</p>
      </header>

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {dashboardCards.map(({ href, title, caption, icon: Icon }) => (
          <li key={href}>
            <AppLink
              href={href}
              className="group flex h-full flex-col rounded-xl border bg-surface p-2 shadow-xs transition-[border-color,box-shadow] outline-none hover:border-primary/35 hover:shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              <span
                aria-hidden
                className="relative flex h-32 items-center justify-center overflow-hidden rounded-lg bg-[linear-gradient(135deg,var(--color-primary-soft),var(--color-subtle))]"
              >
                <span className="absolute size-40 rounded-full border border-primary/10" />
                <span className="absolute size-24 rounded-full border border-primary/15" />
                <span className="relative inline-flex size-12 items-center justify-center rounded-xl bg-surface text-primary shadow-sm ring-1 ring-border transition-transform duration-200 group-hover:scale-105">
                  <Icon className="size-6" />
                </span>
              </span>
              <span className="flex items-end justify-between gap-3 px-3 pt-4 pb-2">
                <span className="grid gap-0.5">
                  <span className="text-[15px] font-semibold text-foreground">{title}</span>
                  {caption ? <span className="text-sm text-subtle-foreground">{caption}</span> : null}
                </span>
                <ArrowRightIcon
                  aria-hidden
                  className="mb-0.5 size-4 shrink-0 text-subtle-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-foreground"
                />
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
