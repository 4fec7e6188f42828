// POST /api/contact-form and GET /api/public-config against a real server and PGlite: the shared
// schema's rules (§5), one row per submit even when it arrives twice (Idempotency-Key, identical
// answers, parallel requests), the per-IP limit, the booking configuration, and leads:list.
import { questionnaireAnswersSchema } from '@twin/api-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-support/test-server';
import { looksLikeStackTrace, messageOf } from '../test-support/test-server';
import { runAdminCommand } from '../admin/commands';
import { DEFAULT_CONTACT_EMAIL } from '../config';
import { runLeadsListCommand } from './leads.command';
import { DUPLICATE_WINDOW_MS, listLeads, storeLeadOnce } from './leads.repository';
import { startLeadsTestServer } from './leads.test-support';

const answers = {
  industry: 'Education',
  videoProductionHours: '11-25 hours',
  localization: 'Yes',
  videoLength: '3-5 minutes',
  goals: 'Course videos in Swedish and Finnish',
  firstName: 'Maya',
  lastName: 'Lind',
  phone: '+46 70 123 45 67',
  countryCode: '+46',
  email: 'maya@northwind.studio',
  company: 'Northwind Studio',
};

let unique = 0;
/** Answers no other test sends, so the duplicate window does not join them. */
function freshAnswers(overrides: Partial<typeof answers> = {}) {
  unique += 1;
  return {
    ...answers,
    goals: `${answers.goals} #${unique}-${Math.random().toString(36).slice(2)}`,
    ...overrides,
  };
}

let address = 0;
/** A new client address per call, so the per-IP limit only matters in its own test. */
const nextAddress = () => `198.18.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

function submit(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
  ip = nextAddress(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/contact-form',
    payload: body as object,
    headers,
    remoteAddress: ip,
  });
}

async function leadsWithGoals(app: FastifyInstance, goals: string) {
  return (await listLeads(app.database.db)).filter((lead) => lead.goals === goals);
}

describe('POST /api/contact-form', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startLeadsTestServer();
  });
  afterAll(async () => server.close());

  it('stores the answers and answers { success: true }', async () => {
    const body = freshAnswers();
    const response = await submit(server.app, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [lead, ...others] = await leadsWithGoals(server.app, body.goals);
    expect(others).toEqual([]);
    expect(lead).toMatchObject({
      industry: 'Education',
      videoProductionHours: '11-25 hours',
      localization: 'Yes',
      videoLength: '3-5 minutes',
      firstName: 'Maya',
      lastName: 'Lind',
      email: 'maya@northwind.studio',
      phone: '+46 70 123 45 67',
      countryCode: '+46',
      company: 'Northwind Studio',
    });
  });

  it('takes phone and company as optional and country code +1 by default', async () => {
    const { phone: _phone, company: _company, countryCode: _code, ...required } = freshAnswers();
    const response = await submit(server.app, required);
    expect(response.statusCode).toBe(200);
    const [lead] = await leadsWithGoals(server.app, required.goals);
    expect(lead).toMatchObject({ phone: null, company: null, countryCode: '+1' });
  });

  it.each([
    ['no industry', { industry: undefined }],
    ['an industry that is not an option', { industry: 'Mining' }],
    ['no hours', { videoProductionHours: '' }],
    ['a localization answer that is not Yes, No or Maybe', { localization: 'Perhaps' }],
    ['no video length', { videoLength: undefined }],
    ['goals of only spaces', { goals: '   ' }],
    ['a blank first name', { firstName: ' ' }],
    ['no last name', { lastName: undefined }],
    ['an e-mail without a dot after the @', { email: 'maya@northwind' }],
    ['an unknown dial code', { countryCode: '+999' }],
  ])('refuses %s with 400 and a message, storing nothing', async (_, change) => {
    const body = { ...freshAnswers(), ...change };
    const response = await submit(server.app, body);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(/\S/);
    expect(looksLikeStackTrace(response.body)).toBe(false);
    expect(await leadsWithGoals(server.app, String(body.goals))).toEqual([]);
  });

  it('stores a submit once when the same Idempotency-Key comes again', async () => {
    const body = freshAnswers();
    const headers = { 'idempotency-key': 'questionnaire-key-0001' };
    expect((await submit(server.app, body, headers)).statusCode).toBe(200);
    const again = await submit(server.app, body, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true });
    expect(await leadsWithGoals(server.app, body.goals)).toHaveLength(1);
  });

  it('stores identical answers once within the window even with other keys (two tabs, a retry)', async () => {
    const body = freshAnswers();
    await submit(server.app, body, { 'idempotency-key': 'first-tab-key-0001' });
    await submit(server.app, body, { 'idempotency-key': 'second-tab-key-0001' });
    await submit(server.app, body);
    expect(await leadsWithGoals(server.app, body.goals)).toHaveLength(1);
  });

  it('stores one row for a double click that reaches the server twice at once', async () => {
    const body = freshAnswers();
    const headers = { 'idempotency-key': 'double-click-key-0001' };
    const responses = await Promise.all([
      submit(server.app, body, headers),
      submit(server.app, body, headers),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await leadsWithGoals(server.app, body.goals)).toHaveLength(1);
  });

  it('refuses a key reused for other answers with 409, keeping the first answers', async () => {
    const first = freshAnswers();
    const headers = { 'idempotency-key': 'reused-key-00000001' };
    await submit(server.app, first, headers);
    const second = freshAnswers();
    const response = await submit(server.app, second, headers);
    expect(response.statusCode).toBe(409);
    expect(await leadsWithGoals(server.app, first.goals)).toHaveLength(1);
    expect(await leadsWithGoals(server.app, second.goals)).toEqual([]);
  });

  it('refuses a malformed Idempotency-Key with 400', async () => {
    const response = await submit(server.app, freshAnswers(), { 'idempotency-key': 'short' });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(/Idempotency-Key/);
  });

  it('stores the same answers again after the window (a new inquiry weeks later)', async () => {
    const body = freshAnswers();
    const earlier = new Date(Date.now() - DUPLICATE_WINDOW_MS - 60_000);
    const parsed = questionnaireAnswersSchema.parse(body);
    expect((await storeLeadOnce(server.app.database.db, parsed, null, earlier)).stored).toBe(true);
    expect((await submit(server.app, body)).statusCode).toBe(200);
    expect(await leadsWithGoals(server.app, body.goals)).toHaveLength(2);
  });

  it('limits submits per IP address with 429 and Retry-After', async () => {
    const ip = '198.51.100.23';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await submit(server.app, freshAnswers(), {}, ip)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const refused = await submit(server.app, freshAnswers(), {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await submit(server.app, freshAnswers(), {}, '198.51.100.24')).statusCode).toBe(200);
  });

  it('lists the leads with leads:list, newest first, and every field with --json', async () => {
    const body = freshAnswers({ firstName: 'Listed', lastName: 'Person', email: 'listed@example.com' });
    await submit(server.app, body, {}, '192.0.2.99');
    const listing = await runLeadsListCommand(server.app.database.db, []);
    expect(listing.exitCode).toBe(0);
    const lines = listing.output.split('\n');
    expect(lines[0]).toMatch(/^RECEIVED\s+NAME\s+EMAIL\s+PHONE\s+COMPANY\s+INDUSTRY/);
    expect(lines[2]).toContain('Listed Person');
    expect(lines[2]).toContain('listed@example.com');

    const json = await runLeadsListCommand(server.app.database.db, ['--json']);
    const [newest] = JSON.parse(json.output) as { goals: string; email: string }[];
    expect(newest).toMatchObject({ goals: body.goals, email: 'listed@example.com' });

    const bad = await runLeadsListCommand(server.app.database.db, ['--csv']);
    expect(bad.exitCode).toBe(2);
    expect(bad.output).toContain('leads:list');
  });

  it('prints no terminal control sequence a visitor typed into the form, as a table or as JSON', async () => {
    const clearScreen = '\u001b[2J\u001b[H';
    const clipboardWrite = '\u001b]52;c;ZWNobyBwd25lZA==\u0007';
    const fakePrompt = '\r\nroot@studio:~# ';
    const body = freshAnswers({
      firstName: `Eve${clearScreen}`,
      lastName: `Mallory${clipboardWrite}`,
      company: `Acme${fakePrompt}\u009b31m\u202e`,
      email: 'eve@example.com',
    });
    expect((await submit(server.app, body)).statusCode).toBe(200);
    for (const args of [['leads:list'], ['leads:list', '--json']]) {
      const { output, exitCode } = await runAdminCommand(
        { db: server.app.database.db, dataDir: server.config.dataDir },
        args,
      );
      expect(exitCode).toBe(0);
      const unsafe = [...output].filter((character) => {
        const code = character.charCodeAt(0);
        return (code < 0x20 && character !== '\n' && character !== '\t') || (code >= 0x7f && code <= 0x9f);
      });
      expect(unsafe).toEqual([]);
      expect(output).toContain('\\u001b[2J');
    }
    // The table keeps one line per lead: the carriage return and newline in the company are escaped too.
    const table = (
      await runAdminCommand({ db: server.app.database.db, dataDir: server.config.dataDir }, ['leads:list'])
    ).output;
    expect(table.split('\n').filter((line) => line.includes('root@studio'))).toHaveLength(1);
    expect(table).not.toContain('\u202e');
  });
});

describe('GET /api/public-config', () => {
  it('gives no booking page and the contact e-mail when BOOKING_URL is not set', async () => {
    const server = await startLeadsTestServer();
    try {
      const response = await server.app.inject({ method: 'GET', url: '/api/public-config' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        bookingUrl: null,
        contactEmail: DEFAULT_CONTACT_EMAIL,
        speechTestBase: null,
        lipsyncEngine: 'face',
      });
    } finally {
      await server.close();
    }
  });

  it('gives the booking page and allows its origin in frame-src when BOOKING_URL is set', async () => {
    const server = await startLeadsTestServer({ bookingUrl: 'https://cal.example.com/twin-studio/intro' });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/api/public-config' });
      expect(response.json()).toEqual({
        bookingUrl: 'https://cal.example.com/twin-studio/intro',
        contactEmail: DEFAULT_CONTACT_EMAIL,
        speechTestBase: null,
        lipsyncEngine: 'face',
      });
      const page = await server.app.inject({ method: 'GET', url: '/contact-form' });
      expect(page.headers['content-security-policy']).toMatch(/frame-src 'self' https:\/\/cal\.example\.com/);
    } finally {
      await server.close();
    }
  });
});
