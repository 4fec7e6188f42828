// The questionnaire feature as a Fastify plugin: POST /api/contact-form (rate limited per IP address). The leads it
// stores are listed by `npm run admin -- leads:list`; the booking step reads GET /api/public-config (http/).
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONTACT_FORM_RATE_LIMIT } from '../config';
import { registerRouteImplementations } from '../http/api-route';
import { attemptLimiter } from '../http/rate-limit';
import { questionnaireRoutes, type QuestionnaireSettings } from './questionnaire.routes';

export async function questionnairePlugin(
  app: FastifyInstance,
  settings: QuestionnaireSettings,
): Promise<void> {
  const perIp = attemptLimiter(app, settings.rateLimit ?? DEFAULT_CONTACT_FORM_RATE_LIMIT);
  // Public routes: the contract marks them auth: false, so no token is asked for.
  registerRouteImplementations(app, questionnaireRoutes(app.services.db, perIp));
}
