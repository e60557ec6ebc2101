#!/usr/bin/env node
// Development of the whole site: every part rebuilt on change (`vite build --watch`) and served as in
// production, so federation behaves exactly as deployed. For hot reload inside one area, run that
// remote alone: `npm run dev -w mfe-<name>`.
import concurrently from 'concurrently';
import { areas, paymentPort, rootDir } from './areas.mjs';
import { memberPort } from './memberProxy.mjs';

const env = { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
const parts = Object.entries(areas).flatMap(([area, { dir }]) => [
  { name: `${area}:build`, command: `npx vite build --watch --logLevel warn`, cwd: `${rootDir}/${dir}`, env },
  { name: area, command: `node tooling/serve.mjs ${area}`, cwd: rootDir },
]);
parts.push({ name: 'payment', command: 'npm run dev -w payment-service', cwd: rootDir });
parts.push({ name: 'members', command: 'npm run dev -w member-service', cwd: rootDir });

console.log(
  `\n  Mindset platform (dev): open http://localhost:${areas.shell.port}  (payment service on :${paymentPort}, member service on :${memberPort})\n`,
);

const { result } = concurrently(parts, { prefix: 'name' });
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
