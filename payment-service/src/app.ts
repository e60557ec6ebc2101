import Fastify, { type FastifyInstance } from 'fastify';

/** Builds the HTTP service; the payment endpoints are added by the payment-service issue. */
export function buildApp(): FastifyInstance {
  const app = Fastify({ logger: process.env.NODE_ENV !== 'test' });
  app.get('/health', async () => ({ status: 'ok' }));
  return app;
}
