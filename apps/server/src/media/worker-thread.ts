// Starts one of the server's worker threads by name: the bundled dist/<name>.js beside the running bundle, or, when
// running from source (tests, tsx), the TypeScript module of that name in the caller's folder through tsx's loader.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** tsx's ESM API file (its package exports map; require.resolve would give the CommonJS build). */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return join(dirname(manifest), exports['./esm/api']!.import.default);
}

/**
 * `name` is the thread module's file name without extension (also its entry name in build.mjs); `callerUrl` is the
 * starting module's import.meta.url, whose folder holds `<name>.ts` when running from source.
 */
export function startWorkerThread(name: string, callerUrl: string): Worker {
  const caller = fileURLToPath(callerUrl);
  if (caller.endsWith('.ts')) {
    const source = pathToFileURL(join(dirname(caller), `${name}.ts`)).href;
    const tsx = pathToFileURL(tsxEsmApi()).href;
    const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => (api.tsImport ?? api.default.tsImport)(${JSON.stringify(source)}, ${JSON.stringify(source)}));`;
    return new Worker(bootstrap, { eval: true });
  }
  // Bundled: main.js and worker.js sit in dist/, the admin CLI in dist/admin/; the thread is dist/<name>.js.
  const candidates = [dirname(caller), dirname(dirname(caller))].map((dir) => join(dir, `${name}.js`));
  const entry = candidates.find((file) => existsSync(file));
  if (!entry) throw new Error(`${name}.js is missing next to ${caller}: rebuild the server`);
  return new Worker(entry);
}
