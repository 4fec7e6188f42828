// The questionnaire feature as a Fastify plugin: POST /api/contact-form (rate limited per IP address) and
// GET /api/public-config. The leads it stores are listed by `npm run admin -- leads:list`.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONTACT_FORM_RATE_LIMIT } from '../config';
import { registerRouteImplementations } from '../http/api-route';
import { attemptLimiter } from '../http/rate-limit';
import {
  PUBLIC_CONFIG_PATH,
  publicConfigOf,
  questionnaireRoutes,
  type QuestionnaireSettings,
} from './questionnaire.routes';

export async function questionnairePlugin(
  app: FastifyInstance,
  settings: QuestionnaireSettings,
): Promise<void> {
  const perIp = attemptLimiter(app, settings.rateLimit ?? DEFAULT_CONTACT_FORM_RATE_LIMIT);
  // Public routes: the contract marks them auth: false, so no token is asked for.
  registerRouteImplementations(app, questionnaireRoutes(app.services.db, perIp));
  const publicConfig = publicConfigOf(settings);
  app.get(PUBLIC_CONFIG_PATH, async (_request, reply) => {
    // Small and read once per questionnaire; a restart with a new BOOKING_URL shows at the next visit.
    reply.header('cache-control', 'no-cache');
    return publicConfig;
  });
}
