// Build and dev server for the studio: assets under /assets/studio so the server can tell them
// from the public site's, and /api proxied to the API server in development. Everything the entry
// imports statically goes into the entry chunk: /login then loads one script (compressed as one,
// it is smaller than the same code split into shared chunks), and lazy pages import from it.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    assetsDir: 'assets/studio',
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
});
