// Build and dev server for the studio: assets under /assets/studio so the server can tell them
// from the public site's, and /api proxied to the API server in development. Everything the entry
// imports statically goes into the entry chunk: /login then loads one script (compressed as one,
// it is smaller than the same code split into shared chunks), and lazy pages import from it.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * react-router ships one module for every mode, whose components are `forwardRef` calls followed by
 * a `displayName` write, so the bundler keeps the ones no page uses (NavLink, Form and what they call).
 * Marking the calls pure and dropping the names (read only by React's developer tools) lets them go.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'twin-tree-shake-react-router',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      const shaken = code
        .replace(/^(\w+)\.displayName = "[^"]*";$/gm, '')
        .replace(/= (React\d*\.forwardRef\()/g, '= /* @__PURE__ */ $1');
      // Every line stays where it was (an emptied line is kept), so the module's own source map holds.
      return { code: shaken, map: null };
    },
  };
}

export default defineConfig({
  plugins: [treeShakeReactRouter(), react(), tailwindcss()],
  resolve: {
    // React 19 has useSyncExternalStore: @xstate/react's imports of the pre-18 shim get the built-in one.
    alias: [
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  build: {
    assetsDir: 'assets/studio',
    // Every browser the studio supports preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
});
