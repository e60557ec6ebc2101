import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/storage/database';

/** The real configuration parser over a test environment: silent logs, the sandbox unless told otherwise. */
export function testConfig(environment: Record<string, string> = {}) {
  return loadConfig({ LOG_LEVEL: 'silent', ...environment });
}

export function testApp(database: Database, environment: Record<string, string> = {}): FastifyInstance {
  return buildApp({ config: testConfig(environment), database });
}

export const VALID_CONTEST_ORDER = {
  surveyId: '1',
  surveyTitle: 'UK Wellness Retreat Giveaway',
  quantity: 3,
  currency: 'gbp',
  answers: ['I believed I was never good enough.'],
} as const;

export const VALID_EBOOK_ORDER = {
  surveyId: 'victim-to-victor-ebook',
  surveyTitle: 'Victim to Victor',
  quantity: 1,
  currency: 'gbp',
} as const;

export async function createPayment(app: FastifyInstance, body: object): Promise<{ url: string; sessionId: string }> {
  const response = await app.inject({ method: 'POST', url: '/create-payment', payload: body });
  if (response.statusCode !== 200) throw new Error(`create-payment answered ${response.statusCode}: ${response.body}`);
  return response.json();
}
