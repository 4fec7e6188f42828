// The studio and API bench (`npm run bench -- studio`, first of `npm run bench`): prints figures,
// not pass/fail. (a) the studio's JavaScript for /login in KB gzipped, measured by loading the page
// in headless Chromium and gzipping every JS response (zlib's default level, each file on its own),
// listed per chunk and checked against what apps/studio/dist/index.html declares (the entry script
// and its modulepreloads), so a chunk fetched later or declared but skipped shows up; (b) requests/s
// and p99 latency of GET /api/user/profile under load on loopback (autocannon), on the embedded
// database (PGlite) and then on PostgreSQL (the same throwaway server the tests use,
// scripts/disposable-postgres.mjs; skipped, saying why, where it cannot run). Bounded in time;
// talks only to servers it starts itself on 127.0.0.1 with a temporary DATA_DIR. Written to
// .tmp/bench-studio.json.
// Options: --build (rebuild first); BENCH_SECONDS, BENCH_CONNECTIONS in the environment.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkNodeVersion, ensureDependencies, repoRoot, runOrExit } from './setup.mjs';

const loadSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const loadConnections = Number(process.env.BENCH_CONNECTIONS ?? 20);

checkNodeVersion();
ensureDependencies();
const builtOutputs = [
  join(repoRoot, 'apps', 'server', 'dist', 'main.js'),
  join(repoRoot, 'apps', 'studio', 'dist', 'index.html'),
  join(repoRoot, 'apps', 'marketing', 'dist', 'index.html'),
];
if (!builtOutputs.every((path) => existsSync(path)) || process.argv.includes('--build')) {
  runOrExit('npx', ['turbo', 'run', 'build']);
}

// Imported only now: on a fresh clone these packages exist only after ensureDependencies().
const { chromium } = await import('playwright-core');
const { default: autocannon } = await import('autocannon');
const { chromiumLaunchOptions } = await import('./chromium.mjs');
const { startLocalServer } = await import('./local-server.mjs');
const { startDisposablePostgres } = await import('./disposable-postgres.mjs');

const kb = (bytes) => (bytes / 1024).toFixed(1);
const studioDist = join(repoRoot, 'apps', 'studio', 'dist');

/** The scripts the built index.html makes every studio page load: the entry and its modulepreloads. */
function declaredScripts() {
  const html = readFileSync(join(studioDist, 'index.html'), 'utf8');
  const paths = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
  return paths.map((path) => {
    const body = readFileSync(join(studioDist, path));
    return { path, raw: body.length, gzipped: gzipSync(body).length };
  });
}

/** Every JavaScript response of a fresh visit to `url`: its address, raw and gzipped size. */
async function measureJavaScript(url) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
      pending.push(
        response.body().then(
          (body) => ({ url: response.url(), raw: body.length, gzipped: gzipSync(body).length }),
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const scripts = (await Promise.all(pending)).filter(Boolean);
    return { scripts, finalUrl: page.url(), title: await page.title() };
  } finally {
    await browser.close();
  }
}

async function registerBenchUser(baseUrl, signupCode) {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'bench_user',
      email: 'bench@example.com',
      password: 'bench-password',
      signupCode,
    }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || typeof body.token !== 'string') {
    throw new Error(`Registering the bench user failed (${response.status}): ${JSON.stringify(body)}`);
  }
  return body.token;
}

function runLoad(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** GET /api/user/profile under load as a newly registered user of `server`: a 2 s warm-up, then the run. */
async function measureProfileLoad(server, database) {
  if (!server.invitationCode) throw new Error(`The server printed no invitation line:\n${server.output()}`);
  const token = await registerBenchUser(server.baseUrl, server.invitationCode);
  const target = {
    url: `${server.baseUrl}/api/user/profile`,
    headers: { authorization: `Bearer ${token}` },
    connections: loadConnections,
  };
  console.log(`Warming up GET /api/user/profile on ${database} for 2 s...`);
  await runLoad({ ...target, duration: 2 });
  console.log(
    `Loading GET /api/user/profile on ${database} for ${loadSeconds} s with ${loadConnections} connections...`,
  );
  const load = await runLoad({ ...target, duration: loadSeconds });
  return {
    database,
    seconds: loadSeconds,
    connections: loadConnections,
    requestsPerSecond: load.requests.average,
    latencyP50Ms: load.latency.p50,
    latencyP99Ms: load.latency.p99,
    requests: load.requests.total,
    non2xx: load.non2xx,
    errors: load.errors,
    timeouts: load.timeouts,
  };
}

function printProfileLoad(database, load) {
  console.log(
    `GET /api/user/profile on ${database}, ${load.connections} connections, ${load.seconds} s on loopback:`,
  );
  console.log(`  requests/s: ${load.requestsPerSecond.toFixed(0)}`);
  console.log(`  latency p99: ${load.latencyP99Ms} ms (p50 ${load.latencyP50Ms} ms)`);
  console.log(`  non-2xx responses: ${load.non2xx}, errors: ${load.errors}, timeouts: ${load.timeouts}`);
  if (load.non2xx > 0 || load.errors > 0) {
    console.log('  (non-2xx or errors above mean the figures do not measure successful profile reads)');
  }
}

console.log('\nStarting the server on a temporary DATA_DIR (loopback only)...');
const server = await startLocalServer();
const figures = {};
let failed = false;
try {
  console.log(`Server ready at ${server.baseUrl}`);

  // (a) The studio's JavaScript for /login.
  const login = await measureJavaScript(`${server.baseUrl}/login`);
  const raw = login.scripts.reduce((sum, script) => sum + script.raw, 0);
  const gzipped = login.scripts.reduce((sum, script) => sum + script.gzipped, 0);
  const declared = declaredScripts();
  const chunks = login.scripts.map((script) => ({
    path: new URL(script.url).pathname,
    rawBytes: script.raw,
    gzippedBytes: script.gzipped,
  }));
  figures.loginJavaScript = {
    files: login.scripts.length,
    rawBytes: raw,
    gzippedBytes: gzipped,
    page: login.finalUrl,
    title: login.title,
    chunks,
    declaredInIndexHtml: declared.map(({ path, raw: rawBytes, gzipped: gzippedBytes }) => ({
      path,
      rawBytes,
      gzippedBytes,
    })),
  };

  // (b) GET /api/user/profile under load, as a registered user, on PGlite.
  figures.userProfileLoad = await measureProfileLoad(server, 'PGlite');
  console.log('\n=== Studio and API ===');
  if (new URL(login.finalUrl).pathname !== '/login') {
    console.log(
      `Warning: /login ended on ${login.finalUrl}, so the JavaScript figure is not the login page's.`,
    );
  }
  console.log(
    `Studio JavaScript for /login: ${kb(gzipped)} KB gzipped (${kb(raw)} KB raw, ${login.scripts.length} files; page title '${login.title}')`,
  );
  for (const chunk of [...chunks].sort((a, b) => b.gzippedBytes - a.gzippedBytes)) {
    const role =
      declared[0]?.path === chunk.path
        ? 'entry'
        : declared.some((d) => d.path === chunk.path)
          ? 'modulepreload'
          : 'loaded later';
    console.log(
      `  ${chunk.path}: ${kb(chunk.gzippedBytes)} KB gzipped, ${kb(chunk.rawBytes)} KB raw (${role})`,
    );
  }
  const declaredGzipped = declared.reduce((sum, script) => sum + script.gzipped, 0);
  console.log(
    `  index.html declares ${declared.length} scripts (entry + modulepreloads): ${kb(declaredGzipped)} KB gzipped`,
  );
  for (const script of declared.filter((d) => !chunks.some((chunk) => chunk.path === d.path))) {
    console.log(`  Warning: ${script.path} is declared in index.html but the page did not load it.`);
  }
  printProfileLoad('PGlite', figures.userProfileLoad);
} catch (error) {
  failed = true;
  console.error(`\nBench failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await server.stop();
}

// (c) The same load on PostgreSQL: a throwaway cluster and a second server on it.
if (!failed) {
  const postgres = await startDisposablePostgres();
  if (postgres.skipped) {
    console.log(`GET /api/user/profile on PostgreSQL: skipped (${postgres.skipped}).`);
    figures.userProfileLoadPostgres = { skipped: postgres.skipped };
  } else {
    let onPostgres;
    try {
      console.log('\nStarting a second server on a throwaway PostgreSQL...');
      onPostgres = await startLocalServer({ env: { DATABASE_URL: postgres.url } });
      figures.userProfileLoadPostgres = await measureProfileLoad(onPostgres, 'PostgreSQL');
      printProfileLoad('PostgreSQL', figures.userProfileLoadPostgres);
    } catch (error) {
      failed = true;
      console.error(
        `\nBench failed on PostgreSQL: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      await onPostgres?.stop();
      postgres.stop();
    }
  }
}

if (!failed) {
  const outputDir = join(repoRoot, '.tmp');
  await mkdir(outputDir, { recursive: true });
  await writeFile(
    join(outputDir, 'bench-studio.json'),
    `${JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2)}\n`,
  );
  console.log('\nFigures also written to .tmp/bench-studio.json');
}
process.exit(failed ? 1 : 0);
