/**
 * `npm run bench -w member-service`: the members' community under load. Starts the service in
 * child processes on loopback ports (two instances on one database with DATABASE_URL, in a schema
 * of its own that is dropped afterwards; one instance on a temporary PGlite otherwise), joins 200
 * members, connects each to the live WebSocket on the feed, then prints:
 *   - post→delivery latency p50/p99: one member shares posts, every client times the arrival;
 *   - feed reads per second with p50/p99, at 20 requests in flight for a few seconds.
 * Figures are printed, never asserted. Traffic goes to 127.0.0.1 only; the run stops by itself.
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createPool } from '@mindset/service-kit';
import WebSocket from 'ws';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const POSTS = Number(process.env.BENCH_POSTS ?? 50);
const POST_SPACING_MS = 50;
const FEED_SECONDS = 5;
const FEED_CONCURRENCY = 20;
const JOIN_CONCURRENCY = 8;
const STARTUP_TIME_LIMIT_MS = 120_000;
const DELIVERY_WAIT_MS = 10_000;
const HOST = '127.0.0.1';
const ORIGIN = 'http://localhost:5173';
const packageDir = fileURLToPath(new URL('..', import.meta.url));

interface Instance {
  port: number;
  child: ChildProcess;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startInstance(database: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  // An explicit environment: nothing inherited from the shell but the PATH.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: {
      PATH: process.env.PATH,
      HOST,
      MEMBER_PORT: String(port),
      ...database,
      LOG_LEVEL: 'warn',
      ALLOWED_ORIGINS: ORIGIN,
      // One bench client stands for hundreds of people: the per-client limits are raised for it.
      RATE_LIMIT_PER_MINUTE: '10000000',
      RATE_LIMIT_ACCOUNTS_PER_MINUTE: '1000000',
      RATE_LIMIT_SHARES_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + STARTUP_TIME_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited with code ${child.exitCode}`);
    const healthy = await fetch(`http://${HOST}:${port}/health`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { port, child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the service did not become healthy in time');
}

async function stopInstance({ child }: Instance): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
}

/** Joins a new member and returns their session cookie. */
async function join(port: number, index: number): Promise<string> {
  const response = await fetch(`http://${HOST}:${port}/api/members/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({
      name: `Bench Member ${index}`,
      email: `bench.${index}.${randomBytes(3).toString('hex')}@example.org`,
      password: 'a bench password',
    }),
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 201) throw new Error(`join answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function inBatches<T>(count: number, concurrency: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

interface Listener {
  socket: WebSocket;
  /** caption → arrival time (performance.now()). */
  arrivals: Map<string, number>;
}

function connect(port: number, cookie: string): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://${HOST}:${port}/api/members/live`, { headers: { origin: ORIGIN, cookie } });
    const arrivals = new Map<string, number>();
    const timer = setTimeout(() => reject(new Error('a live connection did not subscribe in time')), 30_000);
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString('utf8')) as {
        type: string;
        data?: { kind?: string; post?: { caption?: string } };
      };
      if (message.type === 'ready') socket.send(JSON.stringify({ type: 'subscribe', topics: ['feed'] }));
      else if (message.type === 'subscribed') {
        clearTimeout(timer);
        resolve({ socket, arrivals });
      } else if (message.type === 'event' && message.data?.kind === 'post.created' && message.data.post?.caption) {
        arrivals.set(message.data.post.caption, performance.now());
      }
    });
    socket.on('error', reject);
  });
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function measureDelivery(port: number, cookie: string, listeners: Listener[]) {
  const sentAt = new Map<string, number>();
  for (let index = 0; index < POSTS; index += 1) {
    const caption = `Bench post ${index} ${randomBytes(4).toString('hex')}`;
    sentAt.set(caption, performance.now());
    const response = await fetch(`http://${HOST}:${port}/api/members/community/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
      body: JSON.stringify({ caption }),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status !== 201) throw new Error(`sharing a post answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, POST_SPACING_MS));
  }
  const expected = sentAt.size * listeners.length;
  const deadline = Date.now() + DELIVERY_WAIT_MS;
  const delivered = () => listeners.reduce((sum, listener) => sum + listener.arrivals.size, 0);
  while (delivered() < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const latencies = listeners
    .flatMap((listener) => [...listener.arrivals].map(([caption, at]) => at - (sentAt.get(caption) ?? at)))
    .sort((a, b) => a - b);
  return { expected, delivered: delivered(), p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

async function measureFeedReads(ports: number[], cookies: string[]) {
  const latencies: number[] = [];
  let failed = 0;
  const endAt = performance.now() + FEED_SECONDS * 1_000;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: FEED_CONCURRENCY }, async (_, worker) => {
      const port = ports[worker % ports.length] ?? ports[0];
      const cookie = cookies[worker % cookies.length] ?? '';
      while (performance.now() < endAt) {
        const begun = performance.now();
        const response = await fetch(`http://${HOST}:${port}/api/members/community/feed`, {
          headers: { cookie },
          signal: AbortSignal.timeout(10_000),
        }).catch(() => null);
        if (response?.ok) {
          await response.arrayBuffer();
          latencies.push(performance.now() - begun);
        } else failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1_000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    failed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL || null;
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'member-bench-'));
  const database: Record<string, string> = databaseUrl
    ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema }
    : { PGLITE_DIR: dataDir, MEMBER_FILES_DIR: path.join(dataDir, 'files') };
  const instances: Instance[] = [];
  try {
    instances.push(await startInstance(database));
    // PGlite is one process's database: a second instance needs a PostgreSQL server.
    if (databaseUrl) instances.push(await startInstance(database));
    const ports = instances.map((instance) => instance.port);
    console.log(
      `member-service bench: ${instances.length} instance(s) on ${databaseUrl ? `PostgreSQL, schema ${schema}` : 'PGlite'}, ` +
        `${CLIENTS} live clients, ${POSTS} posts`,
    );

    const cookies = await inBatches(CLIENTS + 1, JOIN_CONCURRENCY, (index) => join(ports[0] ?? 0, index));
    const [posterCookie = '', ...listenerCookies] = cookies;
    const listeners = await inBatches(listenerCookies.length, 20, (index) =>
      connect(ports[index % ports.length] ?? 0, listenerCookies[index] ?? ''),
    );

    const delivery = await measureDelivery(ports[0] ?? 0, posterCookie, listeners);
    const feed = await measureFeedReads(ports, listenerCookies);
    listeners.forEach((listener) => listener.socket.close());

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.table({
      'post → delivery': {
        result: `${delivery.delivered}/${delivery.expected} delivered`,
        p50: ms(delivery.p50),
        p99: ms(delivery.p99),
      },
      'GET /community/feed': {
        result: `${feed.perSecond.toFixed(0)} reads/s, ${feed.failed} failed`,
        p50: ms(feed.p50),
        p99: ms(feed.p99),
      },
    });
  } finally {
    await Promise.all(instances.map(stopInstance));
    await rm(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      const pool = createPool(databaseUrl, null, () => undefined);
      await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => pool.end());
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
