// The questionnaire's §5 rules, its steps and payload, the dial codes; that the plain rules the
// /contact-form island checks with agree with the server's zod schema; and that the public forms carry
// only zod/mini (the plain rules no zod at all).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { questionnaireAnswersSchema } from './questionnaire.schemas';
import {
  industries,
  isContactFormResponse,
  isQuestionnaireAnswerValid,
  isQuestionnaireStepValid,
  localizationAnswers,
  questionnaireFieldNames,
  questionnaireSteps,
  toQuestionnairePayload,
  videoLengthOptions,
  videoProductionHoursOptions,
  type QuestionnaireDraft,
  type QuestionnaireField,
} from './questionnaire.rules';
import { countryDialCodes, DEFAULT_DIAL_CODE, searchCountryDialCodes } from './dial-codes';

const complete: QuestionnaireDraft = {
  industry: 'Education',
  videoProductionHours: '11-25 hours',
  localization: 'Maybe',
  videoLength: '3-5 minutes',
  goals: 'Reach students in their own language.',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '',
  countryCode: '',
  email: 'ada@example.com',
  company: '',
};

describe('option lists (part 1 §3)', () => {
  it('has the ten industries, six hour ranges, six lengths and three localization answers', () => {
    expect(industries).toHaveLength(10);
    expect(industries[0]).toBe('Technology');
    expect(videoProductionHoursOptions).toHaveLength(6);
    expect(videoLengthOptions[0]).toBe('Under 1 minute');
    expect(localizationAnswers).toEqual(['Yes', 'No', 'Maybe']);
  });

  it('has about 36 unique dial codes with +1 first and default', () => {
    expect(countryDialCodes.length).toBeGreaterThanOrEqual(34);
    expect(countryDialCodes.length).toBeLessThanOrEqual(38);
    expect(new Set(countryDialCodes.map((c) => c.code)).size).toBe(countryDialCodes.length);
    expect(countryDialCodes[0]?.code).toBe('+1');
    expect(DEFAULT_DIAL_CODE).toBe('+1');
  });

  it('searches dial codes by country name or code', () => {
    expect(searchCountryDialCodes('swe').map((c) => c.code)).toEqual(['+46']);
    expect(searchCountryDialCodes('+44').map((c) => c.country)).toEqual(['United Kingdom']);
    expect(searchCountryDialCodes('35').map((c) => c.code)).toEqual(
      expect.arrayContaining(['+358', '+351', '+353']),
    );
    expect(searchCountryDialCodes('  ')).toHaveLength(countryDialCodes.length);
    expect(searchCountryDialCodes('atlantis')).toEqual([]);
  });
});

describe('questionnaireAnswersSchema (§5)', () => {
  it('accepts complete answers and defaults the country code to +1', () => {
    const { phone: _phone, company: _company, countryCode: _code, ...required } = complete;
    expect(questionnaireAnswersSchema.parse(required).countryCode).toBe('+1');
  });

  it.each(['industry', 'videoProductionHours', 'localization', 'videoLength'] as const)(
    'requires a choice for %s from its list',
    (field) => {
      expect(
        questionnaireAnswersSchema.safeParse({
          ...complete,
          phone: undefined,
          company: undefined,
          countryCode: undefined,
          [field]: undefined,
        }).success,
      ).toBe(false);
      expect(
        questionnaireAnswersSchema.safeParse({
          ...complete,
          phone: undefined,
          company: undefined,
          countryCode: undefined,
          [field]: 'Something else',
        }).success,
      ).toBe(false);
    },
  );

  it.each(['goals', 'firstName', 'lastName'] as const)(
    'requires %s to be non-blank after trimming',
    (field) => {
      const base = { ...complete, phone: undefined, company: undefined, countryCode: undefined };
      expect(questionnaireAnswersSchema.safeParse({ ...base, [field]: '   ' }).success).toBe(false);
      expect(questionnaireAnswersSchema.safeParse({ ...base, [field]: ' x ' }).success).toBe(true);
    },
  );

  it.each([
    ['ada@example.com', true],
    ['a@b.c', true],
    ['ada@example', false],
    ['ada example.com', false],
    ['@example.com', false],
    ['ada@.com', false],
  ])('checks the e-mail %s against the basic pattern (%s)', (email, valid) => {
    const base = { ...complete, phone: undefined, company: undefined, countryCode: undefined };
    expect(questionnaireAnswersSchema.safeParse({ ...base, email }).success).toBe(valid);
  });

  it('trims before measuring, and answers with the form texts', () => {
    const base = { ...complete, phone: undefined, company: undefined, countryCode: undefined };
    const padded = questionnaireAnswersSchema.safeParse({ ...base, firstName: `  ${'x'.repeat(100)}  ` });
    expect(padded.success && padded.data.firstName).toBe('x'.repeat(100));
    expect(questionnaireAnswersSchema.safeParse({ ...base, firstName: 'x'.repeat(101) }).success).toBe(false);
    const messageFor = (change: object) =>
      questionnaireAnswersSchema.safeParse({ ...base, ...change }).error?.issues[0]?.message;
    expect(messageFor({ firstName: ' ' })).toBe('Please enter your first name.');
    expect(messageFor({ email: 'ada@example' })).toBe('Please enter a valid e-mail address.');
    expect(messageFor({ industry: 'Farming' })).toBe('Please choose an industry.');
  });

  it('rejects a country code outside the list', () => {
    const base = { ...complete, phone: undefined, company: undefined };
    expect(questionnaireAnswersSchema.safeParse({ ...base, countryCode: '+999' }).success).toBe(false);
  });
});

describe('questionnaire steps', () => {
  it('has the six steps in the spec order', () => {
    expect(questionnaireSteps.map((s) => s.id)).toEqual([
      'industry',
      'hours',
      'localization',
      'length',
      'goals',
      'contact',
    ]);
  });

  it('lets Continue through only when the current step is valid', () => {
    expect(isQuestionnaireStepValid(0, {})).toBe(false);
    expect(isQuestionnaireStepValid(0, { industry: 'Retail' })).toBe(true);
    expect(isQuestionnaireStepValid(1, { videoProductionHours: '' })).toBe(false);
    expect(isQuestionnaireStepValid(4, { goals: '  ' })).toBe(false);
    expect(isQuestionnaireStepValid(5, { firstName: 'Ada', lastName: 'L', email: 'bad' })).toBe(false);
    expect(isQuestionnaireStepValid(5, complete)).toBe(true);
    expect(isQuestionnaireStepValid(6, complete)).toBe(false);
  });

  it('judges a step by its own fields only', () => {
    expect(isQuestionnaireStepValid(2, { localization: 'Yes', industry: 'nonsense' })).toBe(true);
  });
});

describe('toQuestionnairePayload', () => {
  it('joins country code and number into phone', () => {
    const payload = toQuestionnairePayload({
      ...complete,
      phone: '7700 900123',
      countryCode: '+44',
      company: 'ACME',
    });
    expect(payload.phone).toBe('+44 7700 900123');
    expect(payload.company).toBe('ACME');
    expect(questionnaireAnswersSchema.safeParse(payload).success).toBe(true);
  });

  it('leaves out a blank phone and company and throws on invalid answers', () => {
    const payload = toQuestionnairePayload(complete);
    expect(payload.phone).toBeUndefined();
    expect(payload.company).toBeUndefined();
    expect(payload.countryCode).toBe('+1');
    expect(() => toQuestionnairePayload({ ...complete, goals: '' })).toThrow();
  });
});

describe('the public forms carry only zod/mini', () => {
  // The site's islands bundle these modules; zod classic is not tree-shakable (about 15 KB gzipped more).
  it.each([
    '../shared/contact-fields.ts',
    './questionnaire.schemas.ts',
    '../enterprise-contact/enterprise-contact.schemas.ts',
    './dial-codes.ts',
  ])('%s imports zod only as zod/mini', (file) => {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    const zodImports = [...source.matchAll(/from '(zod[^']*)'/g)].map((match) => match[1]);
    expect(zodImports.every((specifier) => specifier === 'zod/mini')).toBe(true);
  });
});

const filled = { ...complete, phone: '7700 900123', countryCode: '+44', company: 'ACME' };

const samples: Record<QuestionnaireField, unknown[]> = {
  industry: ['Retail', 'Other', 'retail', ' Retail', '', 'Mining', undefined, 3],
  videoProductionHours: ['200+ hours', '0-10 hours', '1 hour', '', undefined],
  localization: ['Yes', 'No', 'yes', '', undefined],
  videoLength: ['30+ minutes', 'Under 1 minute', '2 minutes', '', undefined],
  goals: [
    'Training',
    '  Training  ',
    '   ',
    '',
    '\n',
    'x'.repeat(5000),
    ` ${'x'.repeat(5000)} `,
    'x'.repeat(5001),
    undefined,
  ],
  firstName: ['Ada', ' ', '', 'x'.repeat(100), `  ${'x'.repeat(100)}  `, 'x'.repeat(101), undefined, null],
  lastName: ['Byron', '\t', 'x'.repeat(101), undefined],
  phone: ['555 0100', '   ', '', 'x'.repeat(40), ` ${'x'.repeat(40)} `, 'x'.repeat(41), undefined, 5],
  countryCode: ['+1', '+44', '+358', '+999', '44', ' +44', '', undefined],
  email: [
    'ada@example.com',
    '  ada@example.com ',
    'a@b.c',
    'ada@example',
    'ada example.com',
    '@example.com',
    'ada@.com',
    `${'a'.repeat(308)}@example.com`,
    `${'a'.repeat(309)}@example.com`,
    '',
    undefined,
  ],
  company: ['ACME', '  ', 'x'.repeat(200), 'x'.repeat(201), undefined],
};

const bySchema = (field: QuestionnaireField, value: unknown) =>
  questionnaireAnswersSchema.safeParse({ ...filled, [field]: value }).success;

describe('plain rules and the zod schema', () => {
  it.each(questionnaireFieldNames)('agree on every sample answer of %s', (field) => {
    for (const value of samples[field]) {
      expect(isQuestionnaireAnswerValid(field, value), JSON.stringify(value)).toBe(bySchema(field, value));
    }
  });

  it.each(questionnaireSteps.map((step, index) => [step.id, index] as const))(
    'the %s step accepts what the schema accepts for its fields',
    (_, index) => {
      expect(isQuestionnaireStepValid(index, filled)).toBe(true);
      for (const field of questionnaireSteps[index]?.fields ?? []) {
        for (const value of samples[field].filter((sample) => typeof sample === 'string')) {
          const draft = { ...filled, [field]: value };
          const asServer =
            value === '' && ['phone', 'company', 'countryCode'].includes(field) ? undefined : value;
          expect(isQuestionnaireStepValid(index, draft), `${field} ${JSON.stringify(value)}`).toBe(
            bySchema(field, asServer),
          );
        }
      }
    },
  );

  it('shapes the payload as the schema does: trimmed, blanks left out, phone with its code', () => {
    const padded = {
      ...filled,
      firstName: '  Ada ',
      email: ' ada@example.com ',
      company: '  ',
      phone: ' 555 ',
    };
    const parsed = questionnaireAnswersSchema.parse({ ...padded, company: undefined });
    expect(toQuestionnairePayload(padded)).toEqual({ ...parsed, phone: '+44 555' });
    const { phone: _p, company: _c, countryCode: _cc, ...required } = filled;
    expect(toQuestionnairePayload({ ...required, phone: '', company: '', countryCode: '' })).toEqual(
      questionnaireAnswersSchema.parse(required),
    );
    expect(questionnaireAnswersSchema.safeParse(toQuestionnairePayload(filled)).success).toBe(true);
    expect(() => toQuestionnairePayload({ ...filled, email: 'ada@example' })).toThrow();
    expect(() => toQuestionnairePayload({ ...filled, countryCode: '+999' })).toThrow();
  });

  it('reads the answer of POST /api/contact-form', () => {
    expect(isContactFormResponse({ success: true })).toBe(true);
    expect(isContactFormResponse({ success: false })).toBe(false);
    expect(isContactFormResponse(null)).toBe(false);
    expect(isContactFormResponse('ok')).toBe(false);
  });

  it.each(['./questionnaire.rules.ts', '../shared/contact-rules.ts'])('%s imports no zod', (file) => {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(source).not.toMatch(/from 'zod/);
  });
});
