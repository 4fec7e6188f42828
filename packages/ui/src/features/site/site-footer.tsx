// The public site's footer: the wordmark, one line about the product, and links to the privacy
// policy, the enterprise contact form and the questionnaire.
import * as React from 'react';
import { AppLink } from '../../components/link/app-link';
import { cn } from '../../lib/cn';
import { BrandMark } from '../../components/brand-mark/brand-mark';

const footerLinks = [
  { href: '/contact-form', label: 'Get Started' },
  { href: '/contact', label: 'Enterprise' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/login', label: 'Login' },
] as const;

export function SiteFooter({ className, ...props }: React.ComponentProps<'footer'>) {
  return (
    <footer data-slot="site-footer" className={cn('border-t bg-sidebar', className)} {...props}>
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-5 py-12 sm:px-8 md:flex-row md:items-start md:justify-between">
        <div className="grid max-w-sm gap-3">
          <BrandMark />
          <p className="text-sm text-subtle-foreground">
            Your voice, your face, your words, in the languages your audience speaks.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-10 gap-y-3 text-sm sm:flex sm:gap-8">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <AppLink
                  href={link.href}
                  className="rounded-sm text-subtle-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-5 py-6 text-xs text-subtle-foreground sm:px-8">
          © {new Date().getFullYear()} Twin Studio. Generated audio is watermarked.
        </p>
      </div>
    </footer>
  );
}
