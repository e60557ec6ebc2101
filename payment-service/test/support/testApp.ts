import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '@mindset/service-kit';

/** The real configuration parser over a test environment: silent logs, the sandbox unless told otherwise. */
export function testConfig(environment: Record<string, string> = {}) {
  // The sandbox is chosen explicitly, as `npm start` does; a Stripe key in `environment` selects Stripe.
  return loadConfig({
    LOG_LEVEL: 'silent',
    ...(environment.STRIPE_SECRET_KEY ? {} : { PAYMENT_PROVIDER: 'sandbox' }),
    ...environment,
  });
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
  residenceCountry: 'GB',
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

const formTokens = new WeakMap<FastifyInstance, Map<string, string>>();

/**
 * Pay or Cancel as the sandbox page's own form sends it: the page's form token, the service's
 * Origin. The token is read from the page while the session is pending and remembered (a paid or
 * cancelled session's page has no form).
 */
export async function sandboxPost(app: FastifyInstance, sessionId: string, action: 'pay' | 'cancel') {
  const tokens = formTokens.get(app) ?? new Map<string, string>();
  formTokens.set(app, tokens);
  let token = tokens.get(sessionId);
  if (!token) {
    const page = await app.inject({ method: 'GET', url: `/sandbox/checkout/${sessionId}` });
    token = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    tokens.set(sessionId, token);
  }
  return app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${sessionId}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:4242' },
    payload: `form_token=${encodeURIComponent(token)}`,
  });
}

/** What the download page does: exchanges the checkout id for a token, then fetches the file with it. */
export async function downloadFile(app: FastifyInstance, sessionId: string, fileId: string) {
  const issued = await app.inject({ method: 'POST', url: '/download-tokens', payload: { sessionId } });
  if (issued.statusCode !== 200) return issued;
  return app.inject({ method: 'GET', url: `/downloads/${issued.json<{ token: string }>().token}/${fileId}` });
}
