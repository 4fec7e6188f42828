// The OpenAPI document at GET /api/docs, assembled from what the feature plugins contribute: the route
// registration helpers (http/api-route.ts, files/multipart-route.ts, files/stream-route.ts) add each route they
// register to `app.openApi`, and the document is built once when the server is ready.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AnyRouteImplementation } from '../http/api-route';
import { buildOpenApiDocument } from './openapi';

/** Collects the implemented contract routes for the document; one collector shared by every plugin. */
export interface OpenApiCollector {
  add(entries: readonly AnyRouteImplementation[]): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    openApi: OpenApiCollector;
  }
}

async function docs(app: FastifyInstance): Promise<void> {
  const entries: AnyRouteImplementation[] = [];
  let document: Record<string, unknown> | null = null;
  app.decorate('openApi', {
    add(added: readonly AnyRouteImplementation[]) {
      if (document) throw new Error('OpenAPI entries must be added before the server is ready.');
      entries.push(...added);
    },
  });
  app.addHook('onReady', async () => {
    document = buildOpenApiDocument(entries);
  });
  app.get('/api/docs', async () => document ?? buildOpenApiDocument(entries));
}

/** Registered before the feature plugins, so that their registration helpers find `app.openApi`. */
export const docsPlugin = fp(docs, { name: 'twin-docs' });
