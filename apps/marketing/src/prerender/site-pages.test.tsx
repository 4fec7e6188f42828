// Every public page rendered as the build renders it (through Vite's SSR loader with the site's
// vite.config.ts, so on preact/compat): the spec's texts and claims are in the HTML, islands carry
// their pre-rendered first state, and the documents have no inline script (CSP).
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { renderDocument } from './document';
import type { SitePage } from './site-pages';

const appDir = fileURLToPath(new URL('../..', import.meta.url));
const vite = await createServer({
  root: appDir,
  configFile: `${appDir}/vite.config.ts`,
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'warn',
});
afterAll(() => vite.close());
const { sitePages } = (await vite.ssrLoadModule('/src/prerender/site-pages.tsx')) as {
  sitePages: readonly SitePage[];
};

function page(route: SitePage['route']): SitePage {
  const found = sitePages.find((candidate) => candidate.route === route);
  if (!found) throw new Error(`no page for ${route}`);
  return found;
}

/** The visible text of an HTML fragment, roughly: tags out, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

const assets = {
  stylesheets: ['/assets/site/site.css'],
  moduleScripts: ['/assets/site/page.js'],
  modulePreloads: ['/assets/site/chunk.js'],
  redirectScript: '/assets/site/signed-in-redirect.js',
  fonts: ['/assets/site/inter-latin.woff2'],
};

describe('pre-rendered pages', () => {
  it('covers the five public routes, each with its own file', () => {
    expect(sitePages.map((p) => [p.route, p.outFile])).toEqual([
      ['/', 'index.html'],
      ['/thank-you', 'thank-you/index.html'],
      ['/privacy', 'privacy/index.html'],
      ['/contact-form', 'contact-form/index.html'],
      ['/contact', 'contact/index.html'],
    ]);
  });

  it('/ has every section and claim of the landing page', () => {
    const text = textOf(page('/').renderBody());
    for (const expected of [
      'Login',
      'Start now',
      'Create Your Digital Twin',
      'Get Started',
      'How It Works',
      'Clone Your Voice',
      'Upload Your Video',
      'Generate Content',
      'Speak Any Language',
      '30+ languages',
      'Improve learning outcomes',
      'boosts retention by about 5-10%',
      'improves retention by about 5-15%',
      'Transparency & Ethics',
      'Watermarked audio',
      'A consent recording and a voice check before cloning',
      'Our Mission',
      'quality text-to-speech for smaller languages',
      'Watch the demo',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('/ links Login to /login and both calls to action to the questionnaire', () => {
    const html = page('/').renderBody();
    expect(html).toMatch(/href="\/login"[^>]*>Login</);
    expect(html).toMatch(/href="\/contact-form"[^>]*>Start now</);
    expect(html).toMatch(/href="\/contact-form"[^>]*>Get Started/);
    expect(html).toContain('data-slot="floating-get-started" data-visible="false"');
    expect(html).toMatch(/<video[^>]*preload="none"/);
  });

  it('/thank-you has the four steps in order, the first done', () => {
    const text = textOf(page('/thank-you').renderBody());
    const order = [
      'What Happens Next',
      'Contact Submitted',
      'Done',
      'Schedule Meeting',
      'within 24 hours',
      'Platform Demo',
      'Start Creating',
      'Back to Homepage',
    ];
    const positions = order.map((item) => text.indexOf(item));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('/privacy has ten sections with the statements of §9', () => {
    const html = page('/privacy').renderBody();
    expect(html.match(/<section/g)).toHaveLength(10);
    const text = textOf(html);
    for (const statement of [
      'General Data Protection Regulation (GDPR)',
      'hosted and processed in the European Union',
      'kept for 3 years after your account is closed',
      'deleted within 30 days after your account is closed',
      'retained for 90 days',
      'within 30 days',
      'not intended for anyone under 16',
      'recordings of 10-50 minutes',
      'Cookies',
      'enterprise@twinstudio.ai',
    ]) {
      expect(text).toContain(statement);
    }
  });

  it('/contact-form carries the questionnaire first step in its island', () => {
    const html = page('/contact-form').renderBody();
    expect(html).toContain('<div id="questionnaire-island">');
    const text = textOf(html);
    expect(text).toContain('Step 1 of 6');
    expect(text).toContain('Which industry are you in?');
    for (const industry of ['Technology', 'Skilled Labour', 'Advertising & Marketing', 'Other'])
      expect(text).toContain(industry);
    expect(text).toContain('Continue');
  });

  it('/contact carries the enterprise form with its inquiry types, Enterprise Plan first', () => {
    const html = page('/contact').renderBody();
    expect(html).toContain('<div id="enterprise-contact-island">');
    const text = textOf(html);
    for (const label of [
      'Full Name',
      'Email Address',
      'Company Name',
      'Inquiry Type',
      'Message',
      'Send Message',
      'Response within 24 hours',
      'Dedicated account manager',
    ]) {
      expect(text).toContain(label);
    }
    expect(html).toMatch(
      /<option(?=[^>]*\bvalue="enterprise")(?=[^>]*\bselected\b)[^>]*>Enterprise Plan<\/option><option value="custom">Custom Integration/,
    );
  });

  it('documents load scripts only from files, the redirect only on /', () => {
    for (const sitePage of sitePages) {
      const html = renderDocument(sitePage, sitePage.renderBody(), assets);
      const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
      for (const script of scripts) expect(script).toMatch(/^<script\b[^>]*\bsrc="[^"]+"[^>]*><\/script>$/);
      expect(html.includes('signed-in-redirect')).toBe(sitePage.route === '/');
      expect(html).toContain(`<title>${sitePage.title.replace(/&/g, '&amp;')}</title>`);
      expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    }
  });
});
