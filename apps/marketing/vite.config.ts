// Build and dev server for the public site. `vite build` bundles only the interactive parts (one small
// entry per page that needs JavaScript, plus the site's CSS) under /assets/site; scripts/prerender.mjs
// then renders every route to static HTML (dist/<route>/index.html) with the same config through
// Vite's SSR loader. In development, src/prerender/dev-pages.ts serves the same pages live. React's
// API comes from preact/compat here (preact-in-place-of-react.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { devPages } from './src/prerender/dev-pages';
import { librariesImportingReact, preactInPlaceOfReact } from './preact-in-place-of-react';
import { mergeClassesInPlaceOfCn } from './merge-classes-in-place-of-cn';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The server's default too (CONTACT_EMAIL in apps/server/src/config.ts). */
const contactEmail = process.env.CONTACT_EMAIL?.trim() || 'enterprise@twinstudio.ai';

export const siteEntries = {
  'signed-in-redirect': fromHere('./src/entries/signed-in-redirect.ts'),
  landing: fromHere('./src/entries/landing.ts'),
  'contact-form': fromHere('./src/entries/contact-form.tsx'),
  contact: fromHere('./src/entries/contact.tsx'),
  site: fromHere('./src/site.css'),
};

export default defineConfig({
  plugins: [mergeClassesInPlaceOfCn(), react(), tailwindcss(), devPages()],
  resolve: { alias: preactInPlaceOfReact },
  // The pre-render loads the pages through Vite's SSR loader; the CommonJS one among the libraries
  // is pre-bundled there so it can meet the aliases too.
  ssr: {
    noExternal: librariesImportingReact,
    optimizeDeps: { noDiscovery: false, include: ['use-sync-external-store/with-selector'] },
  },
  define: { __SITE_CONTACT_EMAIL__: JSON.stringify(contactEmail) },
  build: {
    assetsDir: 'assets/site',
    manifest: true,
    // The site ships ES2022 to evergreen browsers; nothing to polyfill.
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: siteEntries,
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:8080' },
  },
});
