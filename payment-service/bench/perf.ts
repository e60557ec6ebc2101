/**
 * Load test: starts the service (sandbox provider, PGlite in a temporary folder) on a free
 * loopback port in a child process, sends a bounded number of requests to POST /create-payment
 * and GET /health, and prints requests per second with p50/p99 latency for both. Traffic goes
 * to 127.0.0.1 only; the run stops by itself.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const REQUESTS_PER_ENDPOINT = 1_000;
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
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function runPhase(port: number, endpoint: Endpoint, total: number): Promise<PhaseResult> {
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
  latencies.sort((a, b) => a - b);
  return {
    name: endpoint.name,
    completed: latencies.length,
    failed,
    seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

function printTable(results: PhaseResult[]): void {
  const rows = [
    ['endpoint', 'ok', 'failed', 'seconds', 'req/s', 'p50 ms', 'p99 ms'],
    ...results.map((result) => [
      result.name,
      String(result.completed),
      String(result.failed),
      result.seconds.toFixed(2),
      (result.completed / result.seconds).toFixed(0),
      result.p50.toFixed(1),
      result.p99.toFixed(1),
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

async function main(): Promise<void> {
  const packageDir = fileURLToPath(new URL('..', import.meta.url));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'payment-perf-'));
  const port = await freePort();
  // An explicit environment: never a Stripe key or DATABASE_URL inherited from the shell.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST,
      PAYMENT_PORT: String(port),
      PGLITE_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The bench is one client sending thousands of requests: the per-client limit is raised for it.
      RATE_LIMIT_CREATE_PAYMENT_PER_MINUTE: '1000000',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    console.log(`Starting the service on ${HOST}:${port} (sandbox provider, PGlite in ${dataDir}) ...`);
    await waitUntilHealthy(port, child);
    for (const endpoint of endpoints) {
      for (let index = 0; index < WARM_UP_REQUESTS; index += 1) await send(port, endpoint);
    }
    console.log(
      `Sending up to ${REQUESTS_PER_ENDPOINT} requests per endpoint, ${CONCURRENCY} at a time, at most ${PHASE_TIME_LIMIT_MS / 1000} s each:\n`,
    );
    const results: PhaseResult[] = [];
    for (const endpoint of endpoints) results.push(await runPhase(port, endpoint, REQUESTS_PER_ENDPOINT));
    printTable(results);
    if (results.some((result) => result.failed > 0)) process.exitCode = 1;
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
