// Build and dev server for the studio: assets under /assets/studio so the server can tell them
// from the public site's, and /api proxied to the API server in development.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    assetsDir: 'assets/studio',
    rolldownOptions: {
      // @twin/ui's modules only define components; letting unused ones drop keeps /login small.
      treeshake: {
        moduleSideEffects: (id: string) => id.endsWith('.css') || !id.includes('/packages/ui/src/'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
});
