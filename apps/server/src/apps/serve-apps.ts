// Serves the two built front ends: studio routes get apps/studio/dist/index.html, marketing routes get their
// pre-rendered page, hashed assets are cached for a year, HTML is never cached, unknown paths redirect to /.
import { stat, readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

async function sendHtml(reply: FastifyReply, file: string): Promise<FastifyReply> {
  const html = await readFile(file);
  return reply.header('cache-control', NOT_CACHED).type('text/html; charset=utf-8').send(html);
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

  // Vite writes content-hashed names under these folders, so they can be cached forever.
  await app.register(fastifyStatic, {
    root: join(dists.studio, 'assets', 'studio'),
    prefix: '/assets/studio/',
    immutable: true,
    maxAge: '365d',
    index: false,
    dotfiles: 'ignore',
    wildcard: true,
  });
  await app.register(fastifyStatic, {
    root: join(dists.marketing, 'assets', 'site'),
    prefix: '/assets/site/',
    immutable: true,
    maxAge: '365d',
    index: false,
    dotfiles: 'ignore',
    wildcard: true,
    decorateReply: false,
  });

  for (const route of studioRoutes) {
    app.get(route, async (_request, reply) => {
      const file = join(dists.studio, 'index.html');
      if (!(await isFile(file))) return notBuilt(reply, 'studio', 'apps/studio/dist/index.html');
      return sendHtml(reply, file);
    });
  }

  for (const route of marketingRoutes) {
    app.get(route, async (_request, reply) => {
      const own = join(dists.marketing, route, 'index.html');
      const fallback = join(dists.marketing, 'index.html');
      if (await isFile(own)) return sendHtml(reply, own);
      if (!(await isFile(fallback))) return notBuilt(reply, 'marketing', 'apps/marketing/dist/index.html');
      return sendHtml(reply, fallback);
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
