// Bad input never gets a 500 or a stack trace: a table of malformed requests, each answered 4xx with { message }.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import {
  looksLikeStackTrace,
  registerAccount,
  startTestServer,
  type TestServer,
} from '../test-support/test-server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await registerAccount(server.app)).token;
});
afterAll(() => server.close());

const json = { 'content-type': 'application/json' };
const auth = () => ({ ...json, authorization: `Bearer ${token}` });
const huge = JSON.stringify({ username: 'abc', email: 'a@b.co', password: 'x'.repeat(1_100_000) });

type Case = [label: string, request: () => InjectOptions, status: number, message?: string];

const cases: Case[] = [
  [
    'malformed JSON',
    () => ({ method: 'POST', url: '/api/auth/login', headers: json, payload: '{"email": ' }),
    400,
    'The request body is not valid JSON.',
  ],
  [
    'JSON with a trailing comma',
    () => ({ method: 'POST', url: '/api/auth/register', headers: json, payload: '{"a":1,}' }),
    400,
    'The request body is not valid JSON.',
  ],
  [
    'prototype pollution attempt',
    () => ({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: '{"__proto__":{"x":1},"email":"a@b.co","password":"x"}',
    }),
    400,
  ],
  ['empty JSON body', () => ({ method: 'POST', url: '/api/auth/login', headers: json, payload: '' }), 400],
  [
    'no body at all',
    () => ({ method: 'POST', url: '/api/auth/login' }),
    400,
    'The request body must be a JSON object.',
  ],
  [
    'JSON array body',
    () => ({ method: 'POST', url: '/api/auth/login', headers: json, payload: '[1,2]' }),
    400,
    'The request body must be a JSON object.',
  ],
  [
    'JSON string body',
    () => ({ method: 'POST', url: '/api/auth/login', headers: json, payload: '"hello"' }),
    400,
    'The request body must be a JSON object.',
  ],
  [
    'null body',
    () => ({ method: 'POST', url: '/api/auth/login', headers: json, payload: 'null' }),
    400,
    'The request body must be a JSON object.',
  ],
  [
    'missing fields',
    () => ({ method: 'POST', url: '/api/auth/login', headers: json, payload: '{}' }),
    400,
    'Email is required.',
  ],
  [
    'wrong types',
    () => ({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: '{"email":["a"],"password":{}}',
    }),
    400,
    'Email must be a string.',
  ],
  [
    'number for a password',
    () => ({
      method: 'POST',
      url: '/api/auth/register',
      headers: json,
      payload: '{"username":"abc","email":"a@b.co","password":123456,"signupCode":"X"}',
    }),
    400,
    'Password must be a string.',
  ],
  [
    'over-long e-mail',
    () => ({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: JSON.stringify({ email: 'a'.repeat(400), password: 'x' }),
    }),
    400,
    'Email is too long.',
  ],
  [
    'body over 1 MB',
    () => ({ method: 'POST', url: '/api/auth/register', headers: json, payload: huge }),
    413,
    'The request body is too large (the limit is 1 MB).',
  ],
  [
    'form-encoded body',
    () => ({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a&password=b',
    }),
    415,
  ],
  [
    'text/plain body',
    () => ({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    }),
    400,
    'The request body must be a JSON object.',
  ],
  [
    'unknown content type',
    () => ({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    }),
    415,
    'Unsupported content type. Send JSON.',
  ],
  [
    'upgrade with a number plan',
    () => ({ method: 'POST', url: '/api/subscription/upgrade', headers: auth(), payload: '{"plan":7}' }),
    400,
  ],
  [
    'profile update with wrong types',
    () => ({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: auth(),
      payload: '{"username":{"$ne":null}}',
    }),
    400,
    'Username must be a string.',
  ],
  [
    'change password with missing fields',
    () => ({ method: 'PUT', url: '/api/auth/change-password', headers: auth(), payload: '{}' }),
    400,
    'Current password is required.',
  ],
  [
    'signup code id over 100 characters',
    () => ({ method: 'GET', url: `/api/custom-signup/validate-code/${'A'.repeat(101)}` }),
    414,
    'The address is too long.',
  ],
  [
    'signup code id of 100 characters',
    () => ({ method: 'GET', url: `/api/custom-signup/validate-code/${'A'.repeat(100)}` }),
    200,
  ],
  [
    'signup code id that is only blanks',
    () => ({ method: 'GET', url: '/api/custom-signup/validate-code/%20%20' }),
    400,
    'Code is required.',
  ],
  ['badly encoded id', () => ({ method: 'GET', url: '/api/custom-signup/validate-code/%E0%A4%A' }), 400],
  [
    'code with SQL in it',
    () => ({ method: 'GET', url: `/api/custom-signup/validate-code/${encodeURIComponent("' OR 1=1 --")}` }),
    200,
  ],
  [
    'malformed Authorization header',
    () => ({ method: 'GET', url: '/api/auth/profile', headers: { authorization: 'Bearer' } }),
    401,
  ],
  [
    'Basic instead of Bearer',
    () => ({ method: 'GET', url: '/api/user/profile', headers: { authorization: 'Basic dXNlcjpwYXNz' } }),
    401,
  ],
  [
    'garbage token',
    () => ({ method: 'GET', url: '/api/user/profile', headers: { authorization: 'Bearer a.b.c' } }),
    401,
  ],
  ['unknown /api path', () => ({ method: 'GET', url: '/api/no/such/thing' }), 404, 'Not found.'],
  ['wrong method on an /api path', () => ({ method: 'DELETE', url: '/api/auth/login' }), 404, 'Not found.'],
  ['/api itself', () => ({ method: 'GET', url: '/api' }), 404],
];

describe('bad input', () => {
  it.each(cases)('%s → %s with { message } and no stack trace', async (_label, request, status, message) => {
    const response = await server.app.inject(request());
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json() as Record<string, unknown>;
    if (status >= 400) {
      expect(Object.keys(body)).toEqual(['message']);
      expect(typeof body.message).toBe('string');
      if (message) expect(body.message).toBe(message);
    }
    expect(looksLikeStackTrace(response.body)).toBe(false);
  });

  it('the stack-trace detector recognises a real stack', () => {
    expect(looksLikeStackTrace(JSON.stringify({ message: new Error('boom').stack }))).toBe(true);
  });
});
