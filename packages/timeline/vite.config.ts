// Builds @twin/timeline for npm: ES modules for the component (dist/index.js) and the headless
// machine (dist/headless/index.js, beside its index.d.ts: a dist/headless.js next to the folder
// would be what `./headless` in the declarations resolves to for a host with allowJs), its two workers bundled in, react and the dependencies left to the
// host's bundler, and the one stylesheet (dist/timeline.css). Types come from tsconfig.build.json.
// Source maps of the two entries carry their sources (sourcesContent), so they work without src;
// the workers' maps are dropped: the workers are inlined, so their maps belong to no shipped file.
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

/** Leaves out the inlined workers' source maps and the comments that point to them. */
const noWorkerMaps: Plugin = {
  name: 'twin-timeline-no-worker-maps',
  generateBundle(_options, bundle) {
    for (const [fileName, output] of Object.entries(bundle)) {
      if (output.type === 'asset' && /\.worker-[\w-]+\.js\.map$/.test(fileName)) delete bundle[fileName];
      // In the chunk the worker's code is a string literal: its trailing comment sits inside it.
      if (output.type === 'chunk') {
        output.code = output.code.replace(
          /(\\n)*\/\/# sourceMappingURL=[\w.-]+\.worker-[\w-]+\.js\.map/g,
          '',
        );
      }
    }
  },
};

export default defineConfig({
  plugins: [react(), stylesheet, noWorkerMaps],
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: {
      entry: { index: source('./src/index.ts'), 'headless/index': source('./src/headless/index.ts') },
      formats: ['es'],
    },
    rolldownOptions: { external },
  },
});
