// POST /api/contact-form from the site: the shared schema's payload (phone = code plus number), one
// Idempotency-Key per set of answers (kept for a retry, new for changed answers), failures thrown.
import { describe, expect, it, vi } from 'vitest';
import type { QuestionnaireAnswers } from '@twin/machines/questionnaire';
import { createAnswersSubmitter, newIdempotencyKey, SubmitFailedError } from './submit-answers';

const answers: QuestionnaireAnswers = {
  industry: 'Education',
  videoProductionHours: '11-25 hours',
  localization: 'Yes',
  videoLength: '3-5 minutes',
  goals: '  Course videos  ',
  firstName: 'Maya',
  lastName: 'Lind',
  phone: '70 123 45 67',
  countryCode: '+46',
  email: 'maya@northwind.studio',
  company: '',
};

function fakeServer(status = 200, body: unknown = { success: true }) {
  return vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
}

const sent = (fetch: ReturnType<typeof fakeServer>, call = 0) => {
  const init = fetch.mock.calls[call]![1];
  return { body: JSON.parse(String(init.body)), headers: new Headers(init.headers) };
};

describe('createAnswersSubmitter', () => {
  it('posts the trimmed answers with the phone as country code plus number and no blank company', async () => {
    const fetch = fakeServer();
    await createAnswersSubmitter(fetch)(answers);
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]![0]).toBe('/api/contact-form');
    const { body, headers } = sent(fetch);
    expect(body).toEqual({
      industry: 'Education',
      videoProductionHours: '11-25 hours',
      localization: 'Yes',
      videoLength: '3-5 minutes',
      goals: 'Course videos',
      firstName: 'Maya',
      lastName: 'Lind',
      phone: '+46 70 123 45 67',
      countryCode: '+46',
      email: 'maya@northwind.studio',
    });
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps the key for a retry of the same answers and changes it when the answers change', async () => {
    const fetch = fakeServer(500, { message: 'down' });
    const submit = createAnswersSubmitter(fetch);
    await expect(submit(answers)).rejects.toBeInstanceOf(SubmitFailedError);
    await expect(submit(answers)).rejects.toThrow('HTTP 500');
    await expect(submit({ ...answers, company: 'Northwind' })).rejects.toThrow();
    const keys = [0, 1, 2].map((call) => sent(fetch, call).headers.get('idempotency-key'));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('fails on an answer that is not the contract', async () => {
    await expect(createAnswersSubmitter(fakeServer(200, { ok: 1 }))(answers)).rejects.toThrow();
  });

  it('refuses answers the shared schema refuses, without calling the server', async () => {
    const fetch = fakeServer();
    await expect(createAnswersSubmitter(fetch)({ ...answers, email: 'nope' })).rejects.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('makes keys from getRandomValues (randomUUID needs a secure context)', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
  });
});
