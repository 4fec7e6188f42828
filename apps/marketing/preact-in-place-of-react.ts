// The public site runs its islands and pre-renders its pages on Preact's React-compatible layer
// (preact/compat: React's API in about a tenth of React's bytes); the studio and Storybook keep React.
// Shared by vite.config.ts (build, pre-render, dev) and vitest.config.ts, so the tests render what ships.
import { fileURLToPath } from 'node:url';

/** One copy of preact/compat for every importer (its ESM build; `require` would load a second copy). */
const preactCompat = fileURLToPath(
  new URL('../../node_modules/preact/compat/dist/compat.mjs', import.meta.url),
);

export const preactInPlaceOfReact = [
  { find: /^react$/, replacement: preactCompat },
  { find: /^react-dom$/, replacement: preactCompat },
  { find: /^preact\/compat$/, replacement: preactCompat },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // preact/compat has useSyncExternalStore: @xstate/react's imports of React's pre-18 shim get it.
  { find: /^use-sync-external-store\/shim$/, replacement: preactCompat },
  {
    find: /^use-sync-external-store\/shim\/with-selector$/,
    replacement: 'use-sync-external-store/with-selector',
  },
];

/** The libraries that import React: loaded through Vite on the server too (not by Node, which would
 * bring React itself), so they meet the same aliases. */
export const librariesImportingReact = [
  /^@radix-ui\//,
  /^@xstate\//,
  'lucide-react',
  'use-sync-external-store',
  'use-isomorphic-layout-effect',
];
