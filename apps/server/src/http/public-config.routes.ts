// GET /api/public-config (the contract's 'config.public'): what the front ends learn at run time, so one build
// serves every deployment — the questionnaire's booking page (BOOKING_URL) and contact e-mail (CONTACT_EMAIL), and
// the speech-test base of /test-vibe (SPEECH_TEST_BASE; null: the server's own service at /api/speech-test), and
// the lip-sync engine in use (LIPSYNC_URL: 'http'; otherwise the embedded 'mux').
import { apiRoutes, type PublicConfig } from '@twin/api-client';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONTACT_EMAIL } from '../config';
import { implement, registerRouteImplementations, type AnyRouteImplementation } from './api-route';

export interface PublicConfigSettings {
  bookingUrl?: string;
  contactEmail?: string;
  speechTestBase?: string;
  lipsyncEngine: PublicConfig['lipsyncEngine'];
}

export function publicConfigOf(settings: PublicConfigSettings): PublicConfig {
  return {
    bookingUrl: settings.bookingUrl ?? null,
    contactEmail: settings.contactEmail ?? DEFAULT_CONTACT_EMAIL,
    speechTestBase: settings.speechTestBase ?? null,
    lipsyncEngine: settings.lipsyncEngine,
  };
}

export function publicConfigRoutes(settings: PublicConfigSettings): AnyRouteImplementation[] {
  const publicConfig = publicConfigOf(settings);
  return [
    implement(apiRoutes['config.public'], {
      async handler({ reply }) {
        // Small and read once per page; a restart with new settings shows at the next visit.
        reply.header('cache-control', 'no-cache');
        return publicConfig;
      },
    }),
  ];
}

export async function publicConfigPlugin(
  app: FastifyInstance,
  settings: Omit<PublicConfigSettings, 'lipsyncEngine'>,
): Promise<void> {
  registerRouteImplementations(
    app,
    publicConfigRoutes({ ...settings, lipsyncEngine: app.services.lipsync.name }),
  );
}
