#!/usr/bin/env node
// Serves the production build of every part plus the payment and member services, side by side.
// One part stopping does not stop the others: that is the failure isolation the site promises.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import concurrently from 'concurrently';
import { areas, paymentPort, rootDir, serviceDatabaseEnv } from './areas.mjs';
import { memberJwksUrl, memberPort, memberServiceUrl } from './memberProxy.mjs';

// SHELL_DIST serves another build of the shell (the skew gate runs the previous release's shell).
const shellDist = process.env.SHELL_DIST ? ` --dist ${JSON.stringify(process.env.SHELL_DIST)}` : '';
// The services run as built JavaScript (`npm run build` bundles each into dist/main.js), never
// through tsx; started by node itself, so SIGTERM reaches them and they drain.
const serviceEntries = { payment: 'payment-service/dist/main.js', members: 'member-service/dist/main.js' };
const missing = Object.values(serviceEntries).filter((entry) => !existsSync(path.join(rootDir, entry)));
if (missing.length > 0) {
  console.error(`Not built: ${missing.join(', ')}. Run \`npm run build\` first (\`npm start\` does).`);
  process.exit(1);
}
const parts = Object.keys(areas).map((area) => ({
  name: area,
  command: `node tooling/serve.mjs ${area}${area === 'shell' ? shellDist : ''}`,
}));
// The sandbox provider marks any checkout paid for free, so the service only runs it when told to:
// `npm start` is a local preview and says so, unless a Stripe key (or another choice) is given.
const paymentProvider = process.env.PAYMENT_PROVIDER || (process.env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
// payment-service hands contest receipts and results to member-service through a route only this
// secret opens: a fresh one per run unless one is given, known to both services and nobody else
// (docs/decisions/0141-contest-notices-from-payment-service.md).
const memberNoticesSecret = process.env.MEMBER_NOTICES_SECRET || randomBytes(32).toString('base64url');
parts.push({
  name: 'payment',
  command: `node --enable-source-maps ${serviceEntries.payment}`,
  // The member-service this script starts verifies purchases made by members.
  env: {
    PAYMENT_PROVIDER: paymentProvider,
    MEMBER_JWKS_URL: process.env.MEMBER_JWKS_URL || memberJwksUrl(),
    MEMBER_SERVICE_URL: memberServiceUrl().href,
    MEMBER_NOTICES_SECRET: memberNoticesSecret,
    ...serviceDatabaseEnv('payment'),
  },
});
parts.push({
  name: 'members',
  command: `node --enable-source-maps ${serviceEntries.members}`,
  // Reached through the site's proxy on this machine (tooling/memberProxy.mjs), which replaces
  // X-Forwarded-For with the client's address: believed from that proxy only, one hop.
  env: { TRUST_PROXY: '127.0.0.1,::1', MEMBER_NOTICES_SECRET: memberNoticesSecret, ...serviceDatabaseEnv('members') },
});

console.log(
  `\n  Mindset platform: open http://localhost:${areas.shell.port}  (payment service on :${paymentPort}, member service on :${memberPort})\n`,
);

const { result } = concurrently(parts, {
  cwd: rootDir,
  prefix: 'name',
  prefixColors: ['blue', 'magenta', 'green', 'yellow', 'cyan', 'white', 'red', 'gray'],
});

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
