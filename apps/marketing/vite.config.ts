// Build and dev server for the public site: assets under /assets/site so the server can tell them
// from the studio's, and /api proxied to the API server in development.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { assetsDir: 'assets/site' },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:8080' },
  },
});
