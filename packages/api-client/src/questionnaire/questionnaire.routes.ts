// The route of the public site's Get Started questionnaire (part 1 §7): POST /api/contact-form.
import { contactFormResponseSchema, questionnaireAnswersSchema } from './questionnaire.schemas';
import { defineRoute } from '../shared/define-route';

export const questionnaireRoutes = {
  'contact.submitQuestionnaire': defineRoute({
    id: 'contact.submitQuestionnaire',
    summary: 'The Get Started questionnaire answers.',
    method: 'POST',
    path: '/api/contact-form',
    auth: false,
    body: questionnaireAnswersSchema,
    response: contactFormResponseSchema,
    spec: 'part-1',
  }),
};
