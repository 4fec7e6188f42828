// Test support for the credits history: GET /api/user/credits-history through app.inject, its entries newest first.
import type { FastifyInstance } from 'fastify';
import type { CreditsHistory, CreditsHistoryEntry } from '@twin/api-client';
import { getWithToken } from './test-server';

export async function creditsHistoryOf(app: FastifyInstance, token: string): Promise<CreditsHistoryEntry[]> {
  const response = await getWithToken(app, '/api/user/credits-history', token);
  if (response.statusCode !== 200)
    throw new Error(`credits history: ${response.statusCode} ${response.body}`);
  return (response.json() as CreditsHistory).entries;
}
