// Serves the two built front ends: studio routes get apps/studio/dist/index.html, marketing routes get their
// pre-rendered page, hashed assets are cached for a year, HTML is never cached, unknown paths redirect to /.
// Every file is sent as its pre-compressed copy (.br or .gz from the build) when the request accepts it.
// appServingPlugin registers it on the root with the not-found handler: unknown /api paths → 404 JSON, any other
// path → a top-level dist file or a redirect.
import { stat, readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, sendError } from '../http/error-handling';
import { HttpError, notFoundMessage } from '../http/http-error';
import { acceptedEncodings, precompressedSuffix, type PrecompressedEncoding } from './accepted-encodings';

/** Spec part 1 §2: the routes the studio app renders (public and protected). */
export const studioRoutes = [
  '/login',
  '/signup',
  '/dashboard',
  '/create-voice',
  '/video',
  '/text-to-speech',
  '/library',
  '/account',
  '/localize',
  '/test-vibe',
] as const;

/** Pre-rendered marketing pages: dist/<route>/index.html when it exists, else dist/index.html. */
export const marketingRoutes = ['/', '/thank-you', '/privacy', '/contact-form', '/contact'] as const;

export interface AppDists {
  studio: string;
  marketing: string;
}

export function appDists(appsRoot: string): AppDists {
  return {
    studio: join(appsRoot, 'apps', 'studio', 'dist'),
    marketing: join(appsRoot, 'apps', 'marketing', 'dist'),
  };
}

const NOT_CACHED = 'no-cache';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function notBuilt(reply: FastifyReply, app: 'studio' | 'marketing', missing: string): FastifyReply {
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(
      `Twin Studio's ${app} app has not been built yet (${missing} is missing).\n` +
        'Run `npm run build` in the repository, then reload this page.\n',
    );
}

/** Responses differ by Accept-Encoding, so caches must key on it. */
function varyOnEncoding(response: SetHeadersResponse): void {
  response.setHeader('vary', 'Accept-Encoding');
}

/** The first accepted compressed copy of `file` that is at least as new as the file itself. */
async function compressedCopy(
  file: string,
  acceptEncoding: string | string[] | undefined,
): Promise<{ encoding: PrecompressedEncoding; body: Buffer } | null> {
  const encodings = acceptedEncodings(acceptEncoding);
  if (encodings.length === 0) return null;
  const original = await stat(file);
  for (const encoding of encodings) {
    const copy = file + precompressedSuffix[encoding];
    try {
      // A copy older than the file is left over from an earlier build.
      if ((await stat(copy)).mtimeMs < original.mtimeMs) continue;
      return { encoding, body: await readFile(copy) };
    } catch {
      continue;
    }
  }
  return null;
}

async function sendHtml(request: FastifyRequest, reply: FastifyReply, file: string): Promise<FastifyReply> {
  reply
    .header('cache-control', NOT_CACHED)
    .header('vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  const copy = await compressedCopy(file, request.headers['accept-encoding']);
  if (copy) return reply.header('content-encoding', copy.encoding).send(copy.body);
  return reply.send(await readFile(file));
}

/** The file under `root` that an URL path names, or null when it escapes the root or is hidden. */
function fileInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.'))) return null;
  const file = resolve(root, '.' + decoded);
  return file.startsWith(root + sep) ? file : null;
}

export async function registerAppServing(app: FastifyInstance, appsRoot: string): Promise<void> {
  const dists = appDists(appsRoot);

  // Vite writes content-hashed names under these folders, so they can be cached forever. preCompressed sends
  // name.br / name.gz when accepted and present (the first registration's reply.sendFile does too).
  const assets = {
    immutable: true,
    maxAge: '365d',
    index: false,
    dotfiles: 'ignore',
    wildcard: true,
    preCompressed: true,
    setHeaders: varyOnEncoding,
  } as const;
  await app.register(fastifyStatic, {
    ...assets,
    root: join(dists.studio, 'assets', 'studio'),
    prefix: '/assets/studio/',
  });
  await app.register(fastifyStatic, {
    ...assets,
    root: join(dists.marketing, 'assets', 'site'),
    prefix: '/assets/site/',
    decorateReply: false,
  });

  for (const route of studioRoutes) {
    app.get(route, async (request, reply) => {
      const file = join(dists.studio, 'index.html');
      if (!(await isFile(file))) return notBuilt(reply, 'studio', 'apps/studio/dist/index.html');
      return sendHtml(request, reply, file);
    });
  }

  for (const route of marketingRoutes) {
    app.get(route, async (request, reply) => {
      const own = join(dists.marketing, route, 'index.html');
      const fallback = join(dists.marketing, 'index.html');
      if (await isFile(own)) return sendHtml(request, reply, own);
      if (!(await isFile(fallback))) return notBuilt(reply, 'marketing', 'apps/marketing/dist/index.html');
      return sendHtml(request, reply, fallback);
    });
  }
}

/**
 * Not-found handling for non-API paths: another file at the top of a dist (favicon, robots.txt, images from
 * public/) is served uncached; a missing asset is a plain 404; anything else redirects to the landing page.
 */
export async function serveFileOrRedirect(
  request: FastifyRequest,
  reply: FastifyReply,
  appsRoot: string,
): Promise<FastifyReply> {
  const path = request.url.split('?')[0] ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return reply.code(404).send({ message: 'Not found.' });
  }
  const dists = appDists(appsRoot);
  for (const root of [dists.marketing, dists.studio]) {
    const file = fileInside(root, path);
    if (file && (await isFile(file))) {
      reply.header('cache-control', NOT_CACHED);
      return reply.sendFile(file.slice(root.length + 1), root, { cacheControl: false, dotfiles: 'deny' });
    }
  }
  if (path.startsWith('/assets/')) {
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Not found.\n');
  }
  return reply.redirect('/', 302);
}

async function serveApps(app: FastifyInstance, { appsRoot }: { appsRoot: string }): Promise<void> {
  await registerAppServing(app, appsRoot);
  app.setNotFoundHandler((request, reply) =>
    isApiPath(request.url)
      ? sendError(reply, new HttpError(404, notFoundMessage))
      : serveFileOrRedirect(request, reply, appsRoot),
  );
}

/** On the root: its reply.sendFile (with pre-compressed copies) and the not-found handler serve every scope. */
export const appServingPlugin = fp(serveApps, { name: 'twin-app-serving' });
