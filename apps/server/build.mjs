// Bundles the server entry (src/main.ts), the worker (src/worker.ts), the admin CLI (src/admin/cli.ts) and the
// worker threads (the watermark's, the lip-sync face engine's) into dist/ with esbuild.
// Our workspace packages (@twin/*) are bundled from source; every other npm package stays external and is
// resolved from node_modules at run time. The drizzle migrations are copied next to the bundle (dist/drizzle).
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outdir = join(here, 'dist');

/** Bare imports that are not ours stay external (native argon2, PGlite's wasm files, fastify plugins...). */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@twin/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    'admin/cli': 'src/admin/cli.ts',
    // The watermark's worker thread, started by name next to the bundles (media/watermark/watermark-threads.ts).
    'watermark-thread': 'src/media/watermark/watermark-thread.ts',
    // The lip-sync face engine's worker thread (engines/lipsync/face/face-thread-client.ts).
    'face-thread': 'src/engines/lipsync/face/face-thread.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
  banner: { js: '// Built by apps/server/build.mjs — do not edit.' },
});
cpSync(join(here, 'drizzle'), join(outdir, 'drizzle'), { recursive: true });
console.log(
  'Built apps/server/dist (main.js, worker.js, admin/cli.js, watermark-thread.js, face-thread.js, drizzle/).',
);
