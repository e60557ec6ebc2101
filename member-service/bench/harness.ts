/**
 * What the member-service benchmarks share: the service started in child processes on loopback
 * ports (two instances on one database with DATABASE_URL, in a schema of its own that is dropped
 * afterwards; one instance on a temporary PGlite otherwise), members joined, live sockets opened.
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPool } from '@mindset/service-kit';
import WebSocket from 'ws';

export const HOST = '127.0.0.1';
export const ORIGIN = 'http://localhost:5173';
const STARTUP_TIME_LIMIT_MS = 120_000;
const SUBSCRIBE_TIME_LIMIT_MS = 30_000;
/** The member-service to run: this one, or another checkout's (MEMBER_SERVICE_DIR) to compare before and after. */
const packageDir = process.env.MEMBER_SERVICE_DIR || fileURLToPath(new URL('..', import.meta.url));

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

async function stopInstance({ child }: Instance): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
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
      RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const instance = { port, child };
  try {
    const deadline = Date.now() + STARTUP_TIME_LIMIT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the service exited with code ${child.exitCode}`);
      const healthy = await fetch(`http://${HOST}:${port}/health`, { signal: AbortSignal.timeout(2_000) })
        .then((response) => response.ok)
        .catch(() => false);
      if (healthy) return instance;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the service did not become healthy in time');
  } catch (error) {
    // Not yet in the caller's list of instances: stopped here so no server is left running.
    await stopInstance(instance);
    throw error;
  }
}

export interface Services {
  /** One loopback port per instance. */
  ports: number[];
  /** "PostgreSQL, schema …" or "PGlite", for the header line. */
  databaseLabel: string;
}

/**
 * Starts the instances, runs the benchmark, then stops them and removes their data (schema or
 * PGlite directory) whether it succeeded or not.
 */
export async function withServices(run: (services: Services) => Promise<void>): Promise<void> {
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
    await run({
      ports: instances.map((instance) => instance.port),
      databaseLabel: databaseUrl ? `PostgreSQL, schema ${schema}` : 'PGlite',
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

/** Joins a new member and returns their session cookie. */
export async function join(port: number, index: number): Promise<string> {
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

/** Runs `work` for every index from 0 to count - 1, at most `concurrency` at a time. */
export async function inBatches<T>(
  count: number,
  concurrency: number,
  work: (index: number) => Promise<T>,
): Promise<T[]> {
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

export interface LiveEvent {
  seq: number;
  topic: string;
  data: unknown;
}

/**
 * Opens `/api/members/live`, subscribes to the topics once ready (with `since`, what was missed
 * after that number comes first) and resolves when subscribed, with the service's newest number
 * then. Every event, replayed or live, goes to `onEvent` in the order it arrives.
 */
export function connectLive(
  port: number,
  cookie: string,
  topics: string[],
  onEvent: (event: LiveEvent) => void,
  since?: number,
): Promise<{ socket: WebSocket; seq: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://${HOST}:${port}/api/members/live`, { headers: { origin: ORIGIN, cookie } });
    const timer = setTimeout(
      () => reject(new Error('a live connection did not subscribe in time')),
      SUBSCRIBE_TIME_LIMIT_MS,
    );
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString('utf8')) as
        | { type: 'ready' }
        | { type: 'subscribed'; refused: string[]; seq: number }
        | ({ type: 'event' } & LiveEvent)
        | { type: 'resync' | 'error' };
      if (message.type === 'ready') socket.send(JSON.stringify({ type: 'subscribe', topics, since }));
      else if (message.type === 'subscribed') {
        clearTimeout(timer);
        if (message.refused.length > 0) reject(new Error(`the service refused ${message.refused.join(', ')}`));
        else resolve({ socket, seq: message.seq });
      } else if (message.type === 'event') onEvent(message);
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}
