import { buildApp } from './app';

const port = Number(process.env.PAYMENT_PORT ?? process.env.PORT ?? 4242);
const app = buildApp();
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
