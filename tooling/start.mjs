#!/usr/bin/env node
// Serves the production build of every part plus the payment and member services, side by side.
// One part stopping does not stop the others: that is the failure isolation the site promises.
import concurrently from 'concurrently';
import { areas, paymentPort, rootDir } from './areas.mjs';
import { memberPort } from './memberProxy.mjs';

const parts = Object.keys(areas).map((area) => ({ name: area, command: `node tooling/serve.mjs ${area}` }));
parts.push({ name: 'payment', command: 'npm run start -w payment-service' });
parts.push({ name: 'members', command: 'npm run start -w member-service' });

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
