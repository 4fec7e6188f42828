// The HTML document around a page's pre-rendered body: metadata, the stylesheet, the font the first
// paint needs, the page's bundle, and — on / only — the signed-in redirect. No inline
// script anywhere (the server's CSP has script-src 'self'). React's renderer puts the preload of the
// demo poster (an <img fetchpriority=high>) at the start of the body itself.
import type { SitePage } from './site-pages';

export interface PageAssets {
  stylesheets: string[];
  /** Module scripts of the page's bundle, then the chunks they import (modulepreload). */
  moduleScripts: string[];
  modulePreloads: string[];
  /** The classic redirect script for `/`. */
  redirectScript?: string;
  /** woff2 files to preload (the Latin Inter the text is set in). */
  fonts: string[];
  /** In development: Vite's client and React refresh, which must come first. */
  devHead?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderDocument(page: SitePage, bodyHtml: string, assets: PageAssets): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    '<meta name="theme-color" content="#4338ca">',
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    '<meta property="og:type" content="website">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    assets.devHead ?? '',
    // async: it never holds up the first paint, and being tiny it runs long before the stylesheet
    // has arrived, so a signed-in visitor still does not see the landing page.
    page.redirectSignedIn && assets.redirectScript
      ? `<script async src="${assets.redirectScript}"></script>`
      : '',
    ...assets.fonts.map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.moduleScripts.map((src) => `<script type="module" src="${src}"></script>`),
    ...assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${href}">`),
  ].filter(Boolean);
  return `<!doctype html>\n<html lang="en">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${bodyHtml}\n</body>\n</html>\n`;
}
