// Builds @twin/timeline for npm: ES modules for the component (dist/index.js) and the headless
// machine (dist/headless.js), its two workers bundled in, react and the dependencies left to the
// host's bundler, and the one stylesheet (dist/timeline.css). Types come from tsconfig.build.json.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import packageJson from './package.json' with { type: 'json' };

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const external = [...Object.keys(packageJson.peerDependencies), ...Object.keys(packageJson.dependencies)].map(
  (name) => new RegExp(`^${name}(/|$)`),
);

/** The stylesheet ships as written (no Tailwind, no build step for the host). */
const stylesheet: Plugin = {
  name: 'twin-timeline-stylesheet',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'timeline.css',
      source: readFileSync(source('./src/timeline.css'), 'utf8'),
    });
  },
};

export default defineConfig({
  plugins: [react(), stylesheet],
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: {
      entry: { index: source('./src/index.ts'), headless: source('./src/headless/index.ts') },
      formats: ['es'],
    },
    rolldownOptions: { external },
  },
});
