// The machines' built-in rules and the shared zod schemas the site provides instead (the server's
// rules) must agree, so the stories, the walk and the live site refuse and accept the same answers.
import { describe, expect, it } from 'vitest';
import { isCompleteBySharedSchema } from '../islands/enterprise-contact-island';
import { isEnterpriseContactComplete, type EnterpriseContactForm } from '@twin/machines/enterprise-contact';
import {
  isQuestionnaireStepComplete,
  questionnaireStepIds,
  type QuestionnaireAnswers,
} from '@twin/machines/questionnaire';
import { isStepValidBySharedSchema } from './site-questionnaire-machine';

const complete: QuestionnaireAnswers = {
  industry: 'Healthcare',
  videoProductionHours: '26-50 hours',
  localization: 'No',
  videoLength: 'Under 1 minute',
  goals: 'Patient information videos',
  firstName: 'Ada',
  lastName: 'Byron',
  phone: '',
  countryCode: '+1',
  email: 'ada@example.org',
  company: '',
};

const variants: [string, Partial<QuestionnaireAnswers>][] = [
  ['complete', {}],
  ['no industry', { industry: '' }],
  ['no hours', { videoProductionHours: '' }],
  ['no localization answer', { localization: '' }],
  ['no video length', { videoLength: '' }],
  ['blank goals', { goals: '   ' }],
  ['goals with spaces around', { goals: '  Training  ' }],
  ['blank first name', { firstName: ' ' }],
  ['no last name', { lastName: '' }],
  ['e-mail without @', { email: 'ada.example.org' }],
  ['e-mail without a dot after @', { email: 'ada@example' }],
  ['e-mail with a space', { email: 'ada lovelace@example.org' }],
  ['e-mail with spaces around', { email: '  ada@example.org ' }],
  ['a phone number and company', { phone: '555 0100', company: 'Analytical Engines' }],
  ['another dial code', { countryCode: '+44' }],
];

describe('questionnaire rules', () => {
  it.each(variants)('machine default and shared schema agree on every step: %s', (_, change) => {
    const answers = { ...complete, ...change };
    for (const step of questionnaireStepIds) {
      expect(isQuestionnaireStepComplete(step, answers), step).toBe(isStepValidBySharedSchema(step, answers));
    }
  });

  it('refuses option values that are not in the lists only through the shared schema', () => {
    const answers = { ...complete, industry: 'Mining' };
    expect(isStepValidBySharedSchema('industry', answers)).toBe(false);
    expect(isQuestionnaireStepComplete('industry', answers)).toBe(true);
  });
});

const contact: EnterpriseContactForm = {
  name: 'Ada Byron',
  email: 'ada@example.org',
  company: '',
  inquiryType: 'enterprise',
  message: 'Hello',
};

describe('enterprise contact rules', () => {
  it.each<[string, Partial<EnterpriseContactForm>]>([
    ['complete', {}],
    ['with a company', { company: 'Analytical Engines' }],
    ['blank name', { name: '  ' }],
    ['bad e-mail', { email: 'ada@example' }],
    ['blank message', { message: '\n' }],
    ['another inquiry type', { inquiryType: 'partnership' }],
  ])('machine default and shared schema agree: %s', (_, change) => {
    const form = { ...contact, ...change };
    expect(isEnterpriseContactComplete(form)).toBe(isCompleteBySharedSchema(form));
  });
});
