#!/usr/bin/env node
// `npm run start:cluster`: the production build behind a real load balancer, as a platform runs
// it: the site's server and remotes, three member-service instances and two payment-service
// instances behind HAProxy (Debian's package, installed here when missing), on PostgreSQL, NATS
// JetStream and Redis (docs/scaling.md, docs/decisions/0100-live-bus.md).
//
// The balancer listens where `npm start`'s services do (members 4343, payment 4242), so the site,
// its proxy and the e2e suites (BASE_URL=http://localhost:5173) reach the cluster unchanged.
// `--services` leaves the site out (for `npm run bench:scale -w member-service`).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import concurrently from 'concurrently';
import { areas, paymentPort, rootDir } from '../areas.mjs';
import { memberJwksUrl, memberPort } from '../memberProxy.mjs';
import { haproxyConfig } from './haproxy.mjs';

const env = process.env;
const databaseUrl = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const natsUrl = env.NATS_URL || 'nats://127.0.0.1:4222';
const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
const memberInstances = Number(env.CLUSTER_MEMBER_INSTANCES || 3);
const paymentInstances = Number(env.CLUSTER_PAYMENT_INSTANCES || 2);
/** Instances listen on loopback ports from here up (members), and from PAYMENT_BASE_PORT (payment). */
const memberBasePort = Number(env.CLUSTER_MEMBER_BASE_PORT || 4351);
const paymentBasePort = Number(env.CLUSTER_PAYMENT_BASE_PORT || 4251);
/** The path HAProxy checks each instance on; a failing one gets no new requests. */
const healthPath = env.CLUSTER_HEALTH_PATH || '/health/ready';

function reachable(url, fallbackPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || fallbackPort) });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function haproxyBinary() {
  const found = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy 2>/dev/null'], { encoding: 'utf8' });
  return found.stdout.trim().split('\n')[0] || null;
}

function installHaproxy() {
  console.log('Installing Debian’s HAProxy for the cluster’s load balancer');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) =>
    execFileSync(asRoot[0] ?? args[0], asRoot.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'haproxy']);
}

const missing = [];
if (!(await reachable(databaseUrl, 5432))) missing.push(`PostgreSQL at ${databaseUrl} (DATABASE_URL)`);
if (!(await reachable(natsUrl, 4222))) missing.push(`NATS with JetStream at ${natsUrl} (NATS_URL)`);
if (!(await reachable(redisUrl, 6379))) missing.push(`Redis at ${redisUrl} (REDIS_URL)`);
if (missing.length > 0) {
  console.error(`The cluster needs these servers running:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
let haproxy = haproxyBinary();
if (!haproxy) {
  try {
    installHaproxy();
  } catch {
    console.error('HAProxy is not installed and could not be; run: sudo apt-get install -y haproxy');
    process.exit(1);
  }
  haproxy = haproxyBinary();
}

const memberPorts = Array.from({ length: memberInstances }, (_, index) => memberBasePort + index);
const paymentPorts = Array.from({ length: paymentInstances }, (_, index) => paymentBasePort + index);
const runDir = path.join(rootDir, '.data', 'cluster');
mkdirSync(runDir, { recursive: true });
const configPath = path.join(runDir, 'haproxy.cfg');
// Each balanced connection holds two descriptors (client and instance side).
const descriptorLimit = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim()) || 4096;
const maxConnections = Math.max(1_000, Math.floor((descriptorLimit - 200) / 2));
writeFileSync(
  configPath,
  haproxyConfig({ memberPort, paymentPort, memberPorts, paymentPorts, healthPath, maxConnections }),
);

const databases = { DATABASE_URL: databaseUrl };
// Contest receipts and results go from payment-service to member-service through the balancer, opened
// by this secret alone (docs/decisions/0141-contest-notices-from-payment-service.md), as `npm start` does.
const memberNoticesSecret = env.MEMBER_NOTICES_SECRET || randomBytes(32).toString('base64url');
// The services' built JavaScript when it is there, else their start script.
const serviceCommand = (workspace) =>
  existsSync(path.join(rootDir, workspace, 'dist', 'main.js'))
    ? `node ${workspace}/dist/main.js`
    : `npm run start --silent -w ${workspace}`;

/** `--services`: the services and the balancer only, no site (the scale benchmark needs no build). */
const servicesOnly = process.argv.includes('--services');
const parts = (servicesOnly ? [] : Object.keys(areas)).map((area) => ({
  name: area,
  command: `node tooling/serve.mjs ${area}`,
  env: { MEMBER_SERVICE_URL: `http://127.0.0.1:${memberPort}` },
}));
memberPorts.forEach((port, index) =>
  parts.push({
    name: `members-${index + 1}`,
    command: serviceCommand('member-service'),
    env: {
      ...databases,
      DATABASE_SCHEMA: env.MEMBER_DATABASE_SCHEMA || 'members',
      NATS_URL: natsUrl,
      REDIS_URL: redisUrl,
      MEMBER_PORT: String(port),
      HOST: '127.0.0.1',
      // Requests come from HAProxy on this machine, carrying the site proxy's X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1,::1',
      NODE_ENV: env.NODE_ENV || 'production',
      DEV_MAILBOX: env.DEV_MAILBOX ?? (env.NODE_ENV === 'production' ? 'false' : 'true'),
      MEMBER_NOTICES_SECRET: memberNoticesSecret,
    },
  }),
);
paymentPorts.forEach((port, index) =>
  parts.push({
    name: `payment-${index + 1}`,
    command: serviceCommand('payment-service'),
    env: {
      ...databases,
      DATABASE_SCHEMA: env.PAYMENT_DATABASE_SCHEMA || 'payment',
      PAYMENT_PORT: String(port),
      HOST: '127.0.0.1',
      PAYMENT_PROVIDER: env.PAYMENT_PROVIDER || (env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox'),
      MEMBER_JWKS_URL: env.MEMBER_JWKS_URL || memberJwksUrl(),
      RATE_LIMIT_REDIS_URL: redisUrl,
      REDIS_URL: redisUrl,
      MEMBER_SERVICE_URL: `http://127.0.0.1:${memberPort}`,
      MEMBER_NOTICES_SECRET: memberNoticesSecret,
    },
  }),
);
parts.push({ name: 'haproxy', command: `${haproxy} -db -f ${JSON.stringify(configPath)}` });

console.log(
  `\n  Mindset platform, cluster: open http://localhost:${areas.shell.port}\n` +
    `  HAProxy: members :${memberPort} → ${memberPorts.join(', ')}; payment :${paymentPort} → ${paymentPorts.join(', ')}\n` +
    `  PostgreSQL ${new URL(databaseUrl).host}, NATS ${new URL(natsUrl).host}, Redis ${new URL(redisUrl).host}\n`,
);

const { result } = concurrently(parts, { cwd: rootDir, prefix: 'name', killOthersOn: ['failure'] });
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
