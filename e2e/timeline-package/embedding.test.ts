// Embedding: a consumer app importing only `@twin/ui/timeline` and the timeline machine builds with
// Vite, and its module graph holds nothing of `@twin/api-client` or `apps/studio` (a control build
// that does import the api-client shows the check would notice). The built app then renders in
// Debian's Chromium: the toolbar, the clips, no page errors.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const consumerDir = join(here, 'consumer');
const repoRoot = join(here, '..', '..', '..', '..', '..');
const forbidden = [
  /[\\/]packages[\\/]api-client[\\/]/,
  /@twin[\\/]api-client/,
  /[\\/]apps[\\/]studio[\\/]/,
  /@twin[\\/]studio/,
];

/** Builds `root` (an index.html + entry) and returns the ids of every module in its graph. */
async function buildAndListModules(root: string, outDir: string): Promise<string[]> {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const { default: tailwindcss } = await import('@tailwindcss/vite');
  const moduleIds = new Set<string>();
  const recordModuleGraph = {
    name: 'record-module-graph',
    buildEnd(this: { getModuleIds(): IterableIterator<string> }) {
      for (const id of this.getModuleIds()) moduleIds.add(id);
    },
  };
  await build({
    configFile: false,
    root,
    base: './',
    logLevel: 'silent',
    plugins: [react(), tailwindcss(), recordModuleGraph],
    // Workers are bundled separately; record their graphs too.
    worker: { format: 'es', plugins: () => [recordModuleGraph] },
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  });
  return [...moduleIds];
}

function forbiddenModules(ids: readonly string[]): string[] {
  return ids.filter((id) => forbidden.some((pattern) => pattern.test(id)));
}

let outDir = '';
let modules: string[] = [];

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'timeline-consumer-'));
  modules = await buildAndListModules(consumerDir, outDir);
}, 180_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('a consumer app of @twin/ui/timeline', () => {
  it('bundles the timeline component and its machine', () => {
    expect(modules.some((id) => id.endsWith('/packages/ui/src/timeline/components/timeline.tsx'))).toBe(true);
    expect(modules.some((id) => id.endsWith('/packages/machines/src/timeline/timeline.machine.ts'))).toBe(
      true,
    );
  });

  it('bundles the peaks and WAV encoder workers', async () => {
    expect(modules.some((id) => id.endsWith('/audio/peaks.worker.ts'))).toBe(true);
    expect(modules.some((id) => id.endsWith('/audio/wav-encoder.worker.ts'))).toBe(true);
    const assets = await readdir(join(outDir, 'assets'));
    expect(assets.some((name) => name.startsWith('peaks.worker'))).toBe(true);
    expect(assets.some((name) => name.startsWith('wav-encoder.worker'))).toBe(true);
  });

  it('holds nothing of @twin/api-client or apps/studio', () => {
    expect(modules.length).toBeGreaterThan(50);
    expect(forbiddenModules(modules)).toEqual([]);
  });

  it('would notice the api-client: a control app importing it is flagged', async () => {
    // Inside the repository (under node_modules/.cache) so that '@twin/api-client' resolves.
    const cacheDir = join(repoRoot, 'node_modules', '.cache');
    await mkdir(cacheDir, { recursive: true });
    const controlDir = await mkdtemp(join(cacheDir, 'timeline-embedding-control-'));
    try {
      await writeFile(
        join(controlDir, 'index.html'),
        '<!doctype html><script type="module" src="./main.ts"></script>',
      );
      await writeFile(
        join(controlDir, 'main.ts'),
        "import * as api from '@twin/api-client';\nconsole.log(Object.keys(api).length);\n",
      );
      const controlModules = await buildAndListModules(controlDir, join(controlDir, 'dist'));
      expect(forbiddenModules(controlModules).length).toBeGreaterThan(0);
    } finally {
      await rm(controlDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('renders in Chromium: toolbar, clips, no page errors', async () => {
    const { chromium } = await import('playwright-core');
    const { chromiumLaunchOptions } = await import('../../../scripts/chromium.mjs');
    const server = await serveDirectory(outDir);
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      await page.goto(`http://127.0.0.1:${port}/`, { timeout: 30_000 });
      const timeline = page.getByRole('region', { name: 'Audio Timeline' });
      await timeline.waitFor({ timeout: 30_000 });
      for (const name of ['Upload Audio', 'Zoom In', 'Zoom Out', 'Download Audio', 'Create Video']) {
        expect(await timeline.getByRole('button', { name, exact: true }).isVisible()).toBe(true);
      }
      expect(await timeline.locator('[data-clip-id]').count()).toBe(4);
      expect(await page.locator('[data-machine="timeline"]').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      server.close();
    }
  }, 90_000);
});

const mimeTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
};

function serveDirectory(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    readFile(file).then(
      (body) => {
        response.writeHead(200, { 'content-type': mimeTypes[extname(file)] ?? 'application/octet-stream' });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
