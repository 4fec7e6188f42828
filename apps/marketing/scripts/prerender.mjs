// Second half of `npm run build -w @twin/marketing`: renders every public route to static HTML
// (dist/<route>/index.html, dist/index.html for /) with React's server renderer, through Vite's SSR
// loader and the same vite.config.ts, and links each page to what `vite build` produced (from
// dist/.vite/manifest.json): the stylesheet, the Latin font, the page's bundle and its chunks.
// Finally it writes .br and .gz copies of every text file (scripts/precompress.mjs), which the server
// sends to browsers that accept them instead of compressing on each request.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { precompressDirectory } from '../../../scripts/precompress.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(appDir, 'dist');
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));

/** The manifest entry whose source is `src` (keys are paths relative to the app). */
function entryFor(src) {
  const entry = manifest[src];
  if (!entry)
    throw new Error(
      `vite build produced no output for ${src}; manifest has: ${Object.keys(manifest).join(', ')}`,
    );
  return entry;
}

/** The chunks a bundle imports, each once, depth first. */
function importedChunks(key, seen = new Set()) {
  for (const imported of manifest[key]?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    importedChunks(imported, seen);
  }
  return [...seen].map((chunk) => `/${manifest[chunk].file}`);
}

const entrySources = {
  landing: 'src/entries/landing.ts',
  'contact-form': 'src/entries/contact-form.tsx',
  contact: 'src/entries/contact.tsx',
};
const stylesheet = `/${entryFor('src/site.css').file}`;
const redirectScript = `/${entryFor('src/entries/signed-in-redirect.ts').file}`;
const assetDir = join(distDir, 'assets', 'site');
const latinFont = readdirSync(assetDir).find((name) => /^inter-latin-wght-normal-.*\.woff2$/.test(name));

const vite = await createServer({
  root: appDir,
  configFile: join(appDir, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'warn',
});
try {
  const { sitePages } = await vite.ssrLoadModule('/src/prerender/site-pages.tsx');
  const { renderDocument } = await vite.ssrLoadModule('/src/prerender/document.ts');
  for (const page of sitePages) {
    const entrySource = page.entry ? entrySources[page.entry] : undefined;
    const html = renderDocument(page, page.renderBody(), {
      stylesheets: [stylesheet],
      moduleScripts: entrySource ? [`/${entryFor(entrySource).file}`] : [],
      modulePreloads: entrySource ? importedChunks(entrySource) : [],
      redirectScript,
      fonts: latinFont ? [`/assets/site/${latinFont}`] : [],
    });
    const file = join(distDir, page.outFile);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    console.log(
      `pre-rendered ${page.route} → ${relative(appDir, file)} (${(html.length / 1024).toFixed(1)} KB)`,
    );
  }
} finally {
  await vite.close();
}

const compressed = precompressDirectory(distDir);
console.log(`wrote .br and .gz copies of ${compressed} files`);
