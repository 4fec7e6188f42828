// @twin/timeline as an outside developer gets it: `npm pack` on the package, the tarball installed
// into a new Vite + React app in a temporary folder outside the workspace (no Tailwind there), the
// app built and opened in Chromium: clips drawn with the package's stylesheet, a drag and keyboard
// edits reaching onClipsChange, and Download Audio handing over a 44.1 kHz stereo 16-bit WAV.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/local-server.mjs';
import { launchBrowser, saveScreenshot } from './support/browser';

const run = promisify(execFile);
const packageDir = join(repoRoot, 'packages', 'timeline');
const fixtureDir = join(repoRoot, 'e2e', 'timeline-package', 'app');

/** The versions the workspace installed, so npm finds them in its cache. */
async function installedVersion(name: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'));
  return manifest.version as string;
}

async function packTheTimeline(destination: string): Promise<string> {
  if (!existsSync(join(packageDir, 'dist', 'index.js'))) {
    await run('npm', ['run', 'build', '-w', '@twin/timeline'], { cwd: repoRoot });
  }
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', destination], {
    cwd: packageDir,
  });
  const [packed] = JSON.parse(stdout) as [{ filename: string; files: { path: string }[] }];
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
    devDependencies: {
      vite: await installedVersion('vite'),
      '@vitejs/plugin-react': await installedVersion('@vitejs/plugin-react'),
    },
  };
  await writeFile(join(appDir, 'package.json'), JSON.stringify(manifest, null, 2));
  await writeFile(
    join(appDir, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { base: './', plugins: [react()] };\n",
  );
  for (const file of ['index.html', 'main.tsx']) await copyFile(join(fixtureDir, file), join(appDir, file));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: appDir,
    timeout: 240_000,
  });
  await run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: appDir, timeout: 120_000 });
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

interface ClipSeen {
  id: string;
  startTime: number;
  duration: number;
}

// What the outside app (timeline-package/app/main.tsx) keeps on window.
declare global {
  interface Window {
    clipChanges: ClipSeen[][];
    exported?: { fileName: string; size: number; header: number[] };
  }
}

const lastChange = (page: Page) =>
  page.evaluate(() =>
    (window.clipChanges.at(-1) ?? []).map(({ id, startTime, duration }) => ({ id, startTime, duration })),
  ) as Promise<ClipSeen[]>;
const changeCount = (page: Page) => page.evaluate(() => window.clipChanges.length);

let workDir = '';
let appDir = '';
let tarballFiles: string[] = [];
let server: Server;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'timeline-from-npm-'));
  const tarball = await packTheTimeline(workDir);
  const { stdout } = await run('tar', ['-tzf', tarball]);
  tarballFiles = stdout.split('\n').filter(Boolean);
  appDir = join(workDir, 'app');
  await run('mkdir', [appDir]);
  await createOutsideApp(appDir, tarball);
  server = await serve(join(appDir, 'dist'));
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const address = server.address();
  await page.goto(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`);
  await page.getByRole('region', { name: 'Audio Timeline' }).waitFor({ timeout: 30_000 });
}, 420_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('@twin/timeline installed from its tarball into an outside Vite app', () => {
  it('ships the built entries, types and stylesheet, and nothing else of the workspace', () => {
    for (const file of [
      'dist/index.js',
      'dist/index.d.ts',
      'dist/headless.js',
      'dist/timeline.css',
      'package.json',
    ]) {
      expect(tarballFiles).toContain(`package/${file}`);
    }
    expect(tarballFiles.filter((file) => /\.(test|stories)\.|\/src\/|\/bench\//.test(file))).toEqual([]);
    expect(existsSync(join(appDir, 'node_modules', 'tailwindcss'))).toBe(false);
    expect(existsSync(join(appDir, 'node_modules', '@twin', 'ui'))).toBe(false);
  });

  it('draws the clips and their waveforms, styled by the package stylesheet alone', async () => {
    const timeline = page.getByRole('region', { name: 'Audio Timeline' });
    await expect.poll(() => timeline.locator('[data-clip-id]').count()).toBe(2);
    const toolbar = await timeline.locator('[data-slot="timeline-toolbar"]').evaluate((element) => ({
      display: getComputedStyle(element).display,
      border: getComputedStyle(element).borderBottomWidth,
    }));
    expect(toolbar).toEqual({ display: 'flex', border: '1px' });
    const inkedPixels = () =>
      page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>('[data-clip-id="answer"] canvas');
        if (!canvas || canvas.width === 0) return 0;
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
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
    const box = (await page.locator('[data-clip-id="answer"]').boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + 20 + step * 15, y);
    await page.mouse.up();
    await expect.poll(() => changeCount(page)).toBe(before + 1);
    const answer = (await lastChange(page)).find((clip) => clip.id === 'answer')!;
    // 150 px at 100 px/s, give or take snapping.
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
      channels: header.getUint16(22, true),
      sampleRate: header.getUint32(24, true),
      bitsPerSample: header.getUint16(34, true),
    }).toEqual({ channels: 2, sampleRate: 44_100, bitsPerSample: 16 });
    // The answer clip ends at about 7.5 s: that many seconds of 4-byte frames.
    expect(header.getUint32(40, true) / 4 / 44_100).toBeGreaterThan(7);
    expect(exported.fileName).toMatch(/\.wav$/);
    expect(pageErrors).toEqual([]);
  });
});
