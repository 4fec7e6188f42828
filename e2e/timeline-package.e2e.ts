// @twin/timeline as an outside developer gets it: `npm pack` on the package (built first when dist is
// missing or older than its sources), the tarball installed into a new Vite + React app in a
// temporary folder outside the workspace (no Tailwind there), its types checked there, its headless
// entry run in Node, the app built and opened in Chromium: clips drawn with the package's
// stylesheet, a drag and keyboard edits reaching onClipsChange, and Download Audio handing over a
// 44.1 kHz stereo 16-bit WAV. The app's files are e2e/timeline-package/app/.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { delimiter, dirname, extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/local-server.mjs';
import {
  timelineBuildCommand,
  timelineBuildReason,
  timelinePackageDir,
} from '../scripts/timeline-package.mjs';
import { launchBrowser, saveScreenshot } from './support/browser';

const execFileAsync = promisify(execFile);
const fixtureDir = join(repoRoot, 'e2e', 'timeline-package', 'app');
const fixtureFiles = ['index.html', 'main.tsx', 'headless-check.mjs', 'tsconfig.json'];

/**
 * The environment of a shell outside the workspace: without what npm and vitest set about the
 * workspace (its package, its folder, NODE_ENV=test, its node_modules/.bin on PATH), so the app's
 * tools are its own and Vite builds for production. npm's settings (npm_config_*) stay.
 */
function outsideEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  const workspaceOnly =
    /^(npm_package_|npm_lifecycle_|npm_command$|npm_config_local_prefix$|INIT_CWD$|NODE_ENV$|VITEST)/;
  for (const [name, value] of Object.entries(process.env)) {
    if (!workspaceOnly.test(name)) env[name] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !resolve(dir).startsWith(repoRoot))
    .join(delimiter);
  return env;
}

/** Runs a command; on failure the error carries its output, so the test report shows why. */
async function run(command: string, args: string[], options: { cwd: string; timeout: number }) {
  try {
    return await execFileAsync(command, args, { ...options, env: outsideEnv(), maxBuffer: 16 << 20 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`.trim(), { cause: error });
  }
}

/** The versions the workspace installed, so npm finds them in its cache. */
async function installedVersion(name: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'));
  return manifest.version as string;
}

async function packTheTimeline(destination: string): Promise<string> {
  const buildReason = timelineBuildReason();
  if (buildReason) {
    const [command, args] = timelineBuildCommand;
    await run(command, args, { cwd: repoRoot, timeout: 150_000 });
  }
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', destination], {
    cwd: timelinePackageDir,
    timeout: 60_000,
  });
  const [packed] = JSON.parse(stdout) as [{ filename: string }];
  return join(destination, packed.filename);
}

async function createOutsideApp(appDir: string, tarball: string): Promise<void> {
  const manifest = {
    name: 'timeline-outside-app',
    private: true,
    type: 'module',
    dependencies: {
      '@twin/timeline': `file:${tarball}`,
      react: await installedVersion('react'),
      'react-dom': await installedVersion('react-dom'),
    },
    devDependencies: Object.fromEntries(
      await Promise.all(
        ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'].map(
          async (name) => [name, await installedVersion(name)],
        ),
      ),
    ),
  };
  await writeFile(join(appDir, 'package.json'), JSON.stringify(manifest, null, 2));
  await writeFile(
    join(appDir, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { base: './', plugins: [react()] };\n",
  );
  for (const file of fixtureFiles) await copyFile(join(fixtureDir, file), join(appDir, file));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: appDir,
    timeout: 150_000,
  });
  await run(join(appDir, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: appDir,
    timeout: 90_000,
  });
}

const mimeTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

function serve(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, { 'content-type': mimeTypes[extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Every file path an exports map points to ("./dist/index.js", …). */
function exportTargets(exports: unknown): string[] {
  if (typeof exports === 'string') return [exports];
  if (exports && typeof exports === 'object') return Object.values(exports).flatMap(exportTargets);
  return [];
}

/** The bare module names (packages) a module and the package files it imports reach. */
async function packagesReachedFrom(entry: string): Promise<string[]> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = await readFile(file, 'utf8');
    for (const [, specifier] of code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)) {
      if (specifier!.startsWith('.')) await visit(join(dirname(file), specifier!));
      else packages.add(specifier!.match(/^(@[^/]+\/)?[^/]+/)![0]);
    }
  };
  await visit(entry);
  return [...packages].sort();
}

interface ClipSeen {
  id: string;
  startTime: number;
  duration: number;
}

// What the outside app (timeline-package/app/main.tsx) keeps on window.
declare global {
  interface Window {
    clipChanges: ClipSeen[][];
    exported?: { fileName: string; size: number; header: number[]; peak: number };
  }
}

const lastChange = (page: Page) =>
  page.evaluate(() =>
    (window.clipChanges.at(-1) ?? []).map(({ id, startTime, duration }) => ({ id, startTime, duration })),
  ) as Promise<ClipSeen[]>;
const changeCount = (page: Page) => page.evaluate(() => window.clipChanges.length);

let workDir = '';
let appDir = '';
let installedPackage = '';
let tarballFiles: string[] = [];
let server: Server | undefined;
let browser: Browser | undefined;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'timeline-from-npm-'));
  const tarball = await packTheTimeline(workDir);
  const { stdout } = await run('tar', ['-tzf', tarball], { cwd: workDir, timeout: 10_000 });
  tarballFiles = stdout.split('\n').filter(Boolean);
  appDir = join(workDir, 'app');
  await mkdir(appDir);
  await createOutsideApp(appDir, tarball);
  installedPackage = join(appDir, 'node_modules', '@twin', 'timeline');
  server = await serve(join(appDir, 'dist'));
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const address = server.address();
  await page.goto(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`, {
    timeout: 30_000,
  });
  await page.getByRole('region', { name: 'Audio Timeline' }).waitFor({ timeout: 30_000 });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('@twin/timeline installed from its tarball into an outside Vite app', () => {
  // Soft assertions in this test and the next: every packaging fault is reported at once.
  it('ships the built entries, their types, the stylesheet and the README, and nothing else', () => {
    for (const file of [
      'dist/index.js',
      'dist/index.d.ts',
      'dist/headless/index.js',
      'dist/headless/index.d.ts',
      'dist/timeline.css',
      'README.md',
      'package.json',
    ]) {
      expect.soft(tarballFiles).toContain(`package/${file}`);
    }
    expect.soft(tarballFiles.filter((file) => /\.(test|stories)\.|\/src\/|\/bench\//.test(file))).toEqual([]);
    // A source map ships only beside the file it maps.
    const maps = tarballFiles.filter((file) => file.endsWith('.map'));
    expect.soft(maps.filter((map) => !tarballFiles.includes(map.slice(0, -'.map'.length)))).toEqual([]);
  });

  it('has a manifest fit to publish: exports with types, react as a peer, nothing of the workspace', async () => {
    const manifest = JSON.parse(await readFile(join(installedPackage, 'package.json'), 'utf8'));
    const targets = exportTargets(manifest.exports);
    expect.soft(targets.filter((target) => !existsSync(join(installedPackage, target)))).toEqual([]);
    expect
      .soft(Object.keys(manifest.exports).sort())
      .toEqual(['.', './headless', './package.json', './styles.css']);
    for (const entry of ['.', './headless']) expect.soft(manifest.exports[entry]?.types).toMatch(/\.d\.ts$/);
    expect.soft(Object.keys(manifest.peerDependencies).sort()).toEqual(['react', 'react-dom']);
    const dependencies = Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies });
    expect
      .soft(dependencies.filter(([name, range]) => /^@twin\//.test(name) || /:/.test(String(range))))
      .toEqual([]);
    expect.soft(manifest.sideEffects).toEqual(['**/*.css']);
    // Every source map comment in the shipped JavaScript points to a shipped map.
    const comments = await Promise.all(
      tarballFiles
        .filter((file) => file.endsWith('.js'))
        .map(async (file) => {
          const code = await readFile(join(installedPackage, file.slice('package/'.length)), 'utf8');
          return [...code.matchAll(/\/\/# sourceMappingURL=([^\s"'\\]+)/g)].map(([, url]) =>
            join(dirname(file), url!),
          );
        }),
    );
    expect.soft(comments.flat().filter((map) => !tarballFiles.includes(map))).toEqual([]);
    // The host's install: the package and its own dependencies, no Tailwind, nothing else of Twin.
    expect.soft(existsSync(join(appDir, 'node_modules', 'tailwindcss'))).toBe(false);
    expect.soft(await readdir(join(appDir, 'node_modules', '@twin'))).toEqual(['timeline']);
  });

  it('gives the outside app types that check, for both entries', async () => {
    // tsc reports errors on stdout and exits non-zero: run() then fails with them.
    await run(join(appDir, 'node_modules', '.bin', 'tsc'), ['-p', '.'], { cwd: appDir, timeout: 90_000 });
  }, 120_000);

  it('runs the headless entry in Node, reaching no React', async () => {
    const manifest = JSON.parse(await readFile(join(installedPackage, 'package.json'), 'utf8'));
    const entry = join(installedPackage, manifest.exports['./headless'].import);
    expect(await packagesReachedFrom(entry)).toEqual(['xstate']);
    const { stdout } = await run('node', ['headless-check.mjs'], { cwd: appDir, timeout: 30_000 });
    // Two clips moved as one step (b to 3 s takes a along), then one undo puts both back.
    expect(JSON.parse(stdout)).toEqual([
      { a: 0, b: 2 },
      { a: 1, b: 3 },
      { a: 0, b: 2 },
    ]);
  });

  it('draws the clips and their waveforms, styled by the package stylesheet alone', async () => {
    const timeline = page.getByRole('region', { name: 'Audio Timeline' });
    await expect.poll(() => timeline.locator('[data-clip-id]').count()).toBe(2);
    const styles = await timeline.evaluate((root) => {
      const toolbar = root.querySelector('.twin-timeline__toolbar');
      return {
        accent: getComputedStyle(root).getPropertyValue('--twin-timeline-accent').trim() !== '',
        display: toolbar && getComputedStyle(toolbar).display,
        border: toolbar && getComputedStyle(toolbar).borderBottomWidth,
      };
    });
    // A div's defaults would be block with no border and no theme variable.
    expect(styles).toEqual({ accent: true, display: 'flex', border: '1px' });
    const inkedPixels = () =>
      page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>('[data-clip-id="answer"] canvas');
        if (!canvas || canvas.width === 0) return 0;
        // Read through a copy: a tile shows its drawing as a bitmap ('bitmaprenderer'), not a 2D context.
        const copy = document.createElement('canvas');
        copy.width = canvas.width;
        copy.height = canvas.height;
        const context = copy.getContext('2d')!;
        context.drawImage(canvas, 0, 0);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let inked = 0;
        for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha]! > 0) inked += 1;
        return inked;
      });
    await expect.poll(inkedPixels, { timeout: 20_000 }).toBeGreaterThan(100);
    // How the package looks with its default theme, for people to look at (.tmp/e2e/).
    await saveScreenshot(page, 'timeline-from-npm');
  });

  it('reports a pointer drag to onClipsChange', async () => {
    const before = await changeCount(page);
    // The track captures the pointer for the drag (the browser hit-tests none of its moves) and
    // lets it go at the drop.
    await page.evaluate(() => {
      const track = document.querySelector('[data-slot="timeline-track"]')!;
      const captures = { got: 0, lost: 0 };
      track.addEventListener('gotpointercapture', () => (captures.got += 1));
      track.addEventListener('lostpointercapture', () => (captures.lost += 1));
      Object.assign(window, { captures });
    });
    const captures = () => page.evaluate(() => (window as unknown as { captures: object }).captures);
    const box = (await page.locator('[data-clip-id="answer"]').boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + 20 + step * 15, y);
    expect(await captures()).toEqual({ got: 1, lost: 0 });
    await page.mouse.up();
    await expect.poll(captures).toEqual({ got: 1, lost: 1 });
    await expect.poll(() => changeCount(page)).toBe(before + 1);
    const answer = (await lastChange(page)).find((clip) => clip.id === 'answer')!;
    // 150 px at 100 px/s from 3 s, give or take snapping.
    expect(answer.startTime).toBeGreaterThan(4);
    expect(answer.startTime).toBeLessThan(5);
    expect(answer.duration).toBe(3);
  });

  it('reports keyboard edits to onClipsChange: a nudge, then a delete', async () => {
    const intro = page.locator('[data-clip-id="intro"]');
    await intro.focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(async () => (await lastChange(page)).find((clip) => clip.id === 'intro')?.startTime)
      .toBeCloseTo(0.1, 5);
    await page.keyboard.press('Delete');
    await expect.poll(async () => (await lastChange(page)).map((clip) => clip.id)).toEqual(['answer']);
  });

  it('exports a 44.1 kHz stereo 16-bit WAV through onAudioExported', async () => {
    await page.getByRole('button', { name: 'Download Audio' }).click();
    await expect
      .poll(() => page.evaluate(() => window.exported?.size ?? 0), { timeout: 30_000 })
      .toBeGreaterThan(44);
    const exported = (await page.evaluate(() => window.exported))!;
    const header = new DataView(Uint8Array.from(exported.header).buffer);
    const text = (offset: number) => String.fromCharCode(...exported.header.slice(offset, offset + 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect({
      format: header.getUint16(20, true),
      channels: header.getUint16(22, true),
      sampleRate: header.getUint32(24, true),
      bitsPerSample: header.getUint16(34, true),
    }).toEqual({ format: 1, channels: 2, sampleRate: 44_100, bitsPerSample: 16 });
    // The answer clip ends at about 7.5 s: that many seconds of 4-byte frames, and not silence.
    expect(header.getUint32(40, true)).toBe(exported.size - 44);
    expect(header.getUint32(40, true) / 4 / 44_100).toBeGreaterThan(7);
    expect(exported.peak).toBeGreaterThan(1_000);
    expect(exported.fileName).toMatch(/\.wav$/);
  });

  it('raised no error in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
