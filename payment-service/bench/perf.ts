/**
 * Load test: starts the service (sandbox provider) on a free loopback port in a child process,
 * sends a bounded number of requests to POST /create-payment and GET /health, and prints requests
 * per second with p50/p99 latency for both. With DATABASE_URL set it runs on that PostgreSQL
 * server, in a schema of its own that is dropped afterwards; otherwise on PGlite in a temporary
 * folder. Traffic goes to 127.0.0.1 only; the run stops by itself.
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const REQUESTS_PER_ENDPOINT = 3_000;
/** The machine may be shared: each endpoint is measured this many times and the best round is shown. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = 20;
const PHASE_TIME_LIMIT_MS = 5_000;
const WARM_UP_REQUESTS = 50;
const STARTUP_TIME_LIMIT_MS = 120_000;
const HOST = '127.0.0.1';

const createPaymentBody = JSON.stringify({
  surveyId: '1',
  surveyTitle: 'UK Wellness Retreat Giveaway',
  quantity: 2,
  currency: 'gbp',
  answers: ['An answer long enough to be realistic for the survey.'],
});

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const endpoints: Endpoint[] = [
  { name: 'POST /create-payment', method: 'POST', path: '/create-payment', body: createPaymentBody },
  { name: 'GET /health', method: 'GET', path: '/health' },
];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(port: number, endpoint: Endpoint): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: HOST,
        port,
        method: endpoint.method,
        path: endpoint.path,
        agent,
        headers: endpoint.body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(endpoint.body) }
          : {},
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(endpoint.body);
  });
}

async function waitUntilHealthy(port: number, child: ReturnType<typeof spawn>): Promise<void> {
  const deadline = Date.now() + STARTUP_TIME_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited with code ${child.exitCode}`);
    try {
      if ((await send(port, endpoints[1]!)) === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the service did not become healthy in time');
}

interface PhaseResult {
  name: string;
  completed: number;
  failed: number;
  seconds: number;
  p50: number;
  p99: number;
  /** The service's own CPU time per request (Linux only): far less disturbed by other load than req/s. */
  cpuMicrosPerRequest: number;
}

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU milliseconds a process has used so far, or NaN where /proc is not available. */
async function cpuMillis(pid: number | undefined): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function runPhase(port: number, endpoint: Endpoint, total: number, pid?: number): Promise<PhaseResult> {
  const cpuBefore = await cpuMillis(pid);
  const latencies: number[] = [];
  let failed = 0;
  let started = 0;
  const phaseStart = performance.now();
  const deadline = phaseStart + PHASE_TIME_LIMIT_MS;
  async function worker(): Promise<void> {
    while (started < total && performance.now() < deadline) {
      started += 1;
      const begin = performance.now();
      try {
        const status = await send(port, endpoint);
        if (status === 200) latencies.push(performance.now() - begin);
        else failed += 1;
      } catch {
        failed += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - phaseStart) / 1000;
  const cpuMicrosPerRequest = (((await cpuMillis(pid)) - cpuBefore) * 1000) / Math.max(1, started);
  latencies.sort((a, b) => a - b);
  return {
    name: endpoint.name,
    completed: latencies.length,
    failed,
    seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    cpuMicrosPerRequest,
  };
}

function printTable(results: PhaseResult[]): void {
  const rows = [
    ['endpoint', 'ok', 'failed', 'seconds', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req'],
    ...results.map((result) => [
      result.name,
      String(result.completed),
      String(result.failed),
      result.seconds.toFixed(2),
      (result.completed / result.seconds).toFixed(0),
      result.p50.toFixed(1),
      result.p99.toFixed(1),
      result.cpuMicrosPerRequest.toFixed(0),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) {
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    );
  }
}

async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const packageDir = fileURLToPath(new URL('..', import.meta.url));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'payment-perf-'));
  const port = await freePort();
  const databaseUrl = process.env.DATABASE_URL || null;
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const database = databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : { PGLITE_DIR: dataDir };
  const databaseLabel = databaseUrl ? `PostgreSQL, schema ${schema}` : `PGlite in ${dataDir}`;
  // An explicit environment: never a Stripe key or DATABASE_URL inherited from the shell.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: {
      PATH: process.env.PATH,
      HOST,
      PAYMENT_PORT: String(port),
      PAYMENT_PROVIDER: 'sandbox',
      ...database,
      LOG_LEVEL: 'warn',
      // The bench is one client sending thousands of requests: the per-client limit is raised for it.
      RATE_LIMIT_CREATE_PAYMENT_PER_MINUTE: '1000000',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    console.log(`Starting the service on ${HOST}:${port} (sandbox provider, ${databaseLabel}) ...`);
    await waitUntilHealthy(port, child);
    for (const endpoint of endpoints) {
      for (let index = 0; index < WARM_UP_REQUESTS; index += 1) await send(port, endpoint);
    }
    console.log(
      `Sending up to ${REQUESTS_PER_ENDPOINT} requests per endpoint, ${CONCURRENCY} at a time, at most ${PHASE_TIME_LIMIT_MS / 1000} s each, best of ${ROUNDS} rounds:\n`,
    );
    const results: PhaseResult[] = [];
    let failures = 0;
    for (const endpoint of endpoints) {
      const rounds: PhaseResult[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        rounds.push(await runPhase(port, endpoint, REQUESTS_PER_ENDPOINT, child.pid));
      }
      failures += rounds.reduce((sum, round) => sum + round.failed, 0);
      const rate = (result: PhaseResult) => result.completed / result.seconds;
      const best = rounds.reduce((fastest, round) => (rate(round) > rate(fastest) ? round : fastest));
      // The least CPU any round needed per request: the service's own cost, whatever else ran.
      results.push({ ...best, cpuMicrosPerRequest: Math.min(...rounds.map((round) => round.cpuMicrosPerRequest)) });
    }
    printTable(results);
    if (failures > 0) process.exitCode = 1;
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    await rm(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  }
}

await main();
