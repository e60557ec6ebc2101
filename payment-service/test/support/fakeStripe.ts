import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, as Stripe's API receives it. */
  form: URLSearchParams;
}

interface FakeSession {
  id: string;
  amount_total: number;
  currency: string;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
}

/**
 * A local HTTP server standing in for Stripe's API (checkout sessions create and retrieve), so the
 * real SDK can be driven without the network. It records every request it receives.
 */
export async function startFakeStripe() {
  const requests: RecordedStripeRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  let nextFailure: { status: number; body: object } | null = null;
  let delayMs = 0;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: request.method ?? '', path, headers: request.headers, form });
      const reply = (status: number, body: object) =>
        setTimeout(() => {
          response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
          response.end(JSON.stringify(body));
        }, delayMs);

      if (nextFailure) {
        const failure = nextFailure;
        nextFailure = null;
        return reply(failure.status, failure.body);
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_fake${String(sessions.size + 1).padStart(6, '0')}`;
        const quantity = Number(form.get('line_items[0][quantity]'));
        const unitAmount = Number(form.get('line_items[0][price_data][unit_amount]'));
        const session: FakeSession = {
          id,
          amount_total: quantity * unitAmount,
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          payment_status: 'unpaid',
          status: 'open',
        };
        sessions.set(id, session);
        return reply(200, { ...session, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` });
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(path);
      const session = retrieve?.[1] ? sessions.get(retrieve[1]) : undefined;
      if (request.method === 'GET' && session) return reply(200, { ...session, object: 'checkout.session', url: null });
      return reply(404, { error: { type: 'invalid_request_error', message: 'No such checkout session' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    /** What Stripe would report once the buyer has paid on its hosted page. */
    markPaid(id: string) {
      const session = sessions.get(id);
      if (session) Object.assign(session, { payment_status: 'paid', status: 'complete' });
    },
    expire(id: string) {
      const session = sessions.get(id);
      if (session) session.status = 'expired';
    },
    failNextRequest(status: number, body: object) {
      nextFailure = { status, body };
    },
    setDelay(milliseconds: number) {
      delayMs = milliseconds;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export function stripeEnvironment(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_fake_key_for_tests',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_secret_for_tests',
    STRIPE_API_BASE: fake.apiBase,
  };
}
