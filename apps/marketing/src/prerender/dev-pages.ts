// `npm run dev -w @twin/marketing`: serves the five routes rendered on each request from the same
// page definitions the build pre-renders, with Vite's module graph (hot reload, TypeScript entries).
import type { Plugin } from 'vite';
import type * as DocumentModule from './document';
import type * as PagesModule from './site-pages';

export function devPages(): Plugin {
  return {
    name: 'twin-marketing-dev-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '/').split('?')[0]?.replace(/(.)\/$/, '$1');
        if (request.method !== 'GET' || path === undefined) return next();
        void (async () => {
          const { sitePages } = (await server.ssrLoadModule(
            '/src/prerender/site-pages.tsx',
          )) as typeof PagesModule;
          const page = sitePages.find((candidate) => candidate.route === path);
          if (!page) return next();
          const { renderDocument } = (await server.ssrLoadModule(
            '/src/prerender/document.ts',
          )) as typeof DocumentModule;
          const scripts = [
            ...(page.redirectSignedIn ? ['/src/entries/signed-in-redirect.ts'] : []),
            ...(page.entry ? [`/src/entries/${page.entry}.${page.entry === 'landing' ? 'ts' : 'tsx'}`] : []),
          ];
          const html = renderDocument(page, page.renderBody(), {
            stylesheets: ['/src/site.css'],
            moduleScripts: scripts,
            modulePreloads: [],
            fonts: [],
          });
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.end(await server.transformIndexHtml(path, html));
        })().catch(next);
      });
    },
  };
}
