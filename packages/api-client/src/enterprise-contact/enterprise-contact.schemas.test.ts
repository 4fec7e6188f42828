// The enterprise contact form (part 1, /contact): its inquiry types and its rules.
import { describe, expect, it } from 'vitest';
import { enterpriseContactSchema, inquiryTypes } from './enterprise-contact.schemas';

describe('option lists (part 1 §3)', () => {
  it('has the five inquiry types with enterprise first', () => {
    expect(inquiryTypes.map((t) => `${t.value}=${t.label}`)).toEqual([
      'enterprise=Enterprise Plan',
      'custom=Custom Integration',
      'partnership=Partnership',
      'support=Technical Support',
      'other=Other',
    ]);
  });
});

describe('enterpriseContactSchema', () => {
  it('requires name, email and message; company optional; inquiry type defaults to enterprise', () => {
    const parsed = enterpriseContactSchema.parse({ name: 'Ada', email: 'ada@example.com', message: 'Hello' });
    expect(parsed.inquiryType).toBe('enterprise');
    expect(
      enterpriseContactSchema.safeParse({ name: 'Ada', email: 'ada@example.com', message: ' ' }).success,
    ).toBe(false);
    expect(
      enterpriseContactSchema.safeParse({ name: '', email: 'ada@example.com', message: 'x' }).success,
    ).toBe(false);
    expect(
      enterpriseContactSchema.safeParse({
        name: 'Ada',
        email: 'ada@example.com',
        message: 'x',
        inquiryType: 'spam',
      }).success,
    ).toBe(false);
  });
});
