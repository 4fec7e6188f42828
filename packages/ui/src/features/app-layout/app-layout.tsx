// AppLayout: the authenticated frame of spec part 1 §2 — a left sidebar on wide screens, a top bar
// with a menu sheet on small ones — around the page content.
import * as React from 'react';
import { MenuIcon } from 'lucide-react';
import { Button } from '../../components/button/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../../components/dialog/dialog';
import { AppLink } from '../../components/link/app-link';
import { BrandMark } from '../../components/brand-mark/brand-mark';
import { SidebarContent, type LayoutUsage, type LayoutUser } from './sidebar-content';

export type AppLayoutProps = {
  user: LayoutUser | null;
  /** Plan credits for the ring; null while loading (`usageLoading`) or after a failed fetch. */
  usage: LayoutUsage | null;
  usageLoading?: boolean;
  /** The current route ('/dashboard'), to mark the current link. */
  currentPath: string;
  onLogout: () => void;
  children?: React.ReactNode;
};

export function AppLayout({ user, usage, usageLoading, currentPath, onLogout, children }: AppLayoutProps) {
  const [menuOpen, setMenuOpen] = React.useState(false);
  const menuRef = React.useRef<HTMLDivElement>(null);
  const sidebarProps = { user, usage, usageLoading, currentPath, onLogout };

  return (
    <div data-slot="app-layout" className="flex min-h-dvh bg-sidebar">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-surface px-3 py-2 text-sm font-medium shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:ring-2 focus:ring-ring focus:outline-none"
      >
        Skip to content
      </a>

      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 md:block" aria-label="Sidebar">
        <SidebarContent {...sidebarProps} />
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-sidebar/85 px-3 backdrop-blur md:hidden">
          <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
            <DialogTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Open menu">
                <MenuIcon aria-hidden className="size-5" />
              </Button>
            </DialogTrigger>
            <DialogContent
              ref={menuRef}
              side="left"
              aria-describedby={undefined}
              className="bg-sidebar"
              onOpenAutoFocus={(event) => {
                // Radix skips links when choosing what to focus; start on the current page's link instead.
                const currentLink = menuRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
                if (currentLink) {
                  event.preventDefault();
                  currentLink.focus();
                }
              }}
            >
              <DialogTitle className="sr-only">Menu</DialogTitle>
              <SidebarContent {...sidebarProps} onNavigate={() => setMenuOpen(false)} />
            </DialogContent>
          </Dialog>
          <AppLink
            href="/dashboard"
            className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <BrandMark />
          </AppLink>
        </header>

        <main
          id="main-content"
          tabIndex={-1}
          className="flex-1 bg-background outline-none md:my-2 md:mr-2 md:rounded-xl md:border md:shadow-xs"
        >
          <div className="mx-auto w-full max-w-5xl px-5 py-8 md:px-10 md:py-12">{children}</div>
        </main>
      </div>
    </div>
  );
}
