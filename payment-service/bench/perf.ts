/**
 * Load test: starts the service (sandbox provider) on a free loopback port in a child process,
 * sends a bounded number of requests to POST /create-payment and GET /health, and prints requests
 * per second with p50/p99 latency and the service's CPU time per request for both. With
 * DATABASE_URL set it runs on that PostgreSQL server, in a schema of its own that is dropped
 * afterwards; otherwise on PGlite in a temporary folder. Traffic goes to 127.0.0.1 only; the run
 * stops by itself.
 *
 * BENCH_BASELINE=<another checkout's payment-service folder> also starts that version, side by side
 * with the same settings, alternates the rounds between the two and prints the difference: on a
 * shared machine, two separate runs minutes apart compare the machine's load more than the code.
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const REQUESTS_PER_ENDPOINT = 3_000;
/** The machine may be shared: each endpoint is measured this many times and the median round is shown. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
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
  residenceCountry: 'GB',
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

/** One running copy of the service: this checkout's, or the baseline's. */
interface Service {
  label: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
  schema: string;
}

async function waitUntilHealthy(service: Service): Promise<void> {
  const deadline = Date.now() + STARTUP_TIME_LIMIT_MS;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) {
      throw new Error(`the ${service.label} service exited with code ${service.child.exitCode}`);
    }
    try {
      if ((await send(service.port, endpoints[1]!)) === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the ${service.label} service did not become healthy in time`);
}

async function startService(label: string, packageDir: string, databaseUrl: string | null): Promise<Service> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'payment-perf-'));
  const port = await freePort();
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const database = databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : { PGLITE_DIR: dataDir };
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
  console.log(
    `Starting the ${label} service (${packageDir}) on ${HOST}:${port}, sandbox provider, ` +
      (databaseUrl ? `PostgreSQL, schema ${schema}` : `PGlite in ${dataDir}`),
  );
  return { label, port, child, dataDir, schema };
}

async function warmUp(service: Service): Promise<void> {
  await waitUntilHealthy(service);
  for (const endpoint of endpoints) {
    for (let index = 0; index < WARM_UP_REQUESTS; index += 1) await send(service.port, endpoint);
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

async function stopService(service: Service, databaseUrl: string | null): Promise<void> {
  const { child } = service;
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  await rm(service.dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropSchema(databaseUrl, service.schema);
}

interface PhaseResult {
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function runPhase(service: Service, endpoint: Endpoint): Promise<PhaseResult> {
  const cpuBefore = await cpuMillis(service.child.pid);
  const latencies: number[] = [];
  let failed = 0;
  let started = 0;
  const phaseStart = performance.now();
  const deadline = phaseStart + PHASE_TIME_LIMIT_MS;
  async function worker(): Promise<void> {
    while (started < REQUESTS_PER_ENDPOINT && performance.now() < deadline) {
      started += 1;
      const begin = performance.now();
      try {
        const status = await send(service.port, endpoint);
        if (status === 200) latencies.push(performance.now() - begin);
        else failed += 1;
      } catch {
        failed += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - phaseStart) / 1000;
  const cpuMicrosPerRequest = (((await cpuMillis(service.child.pid)) - cpuBefore) * 1000) / Math.max(1, started);
  latencies.sort((a, b) => a - b);
  return {
    completed: latencies.length,
    failed,
    seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    cpuMicrosPerRequest,
  };
}

/** One endpoint on one service: each figure is the median of its rounds, failures are summed. */
interface Summary {
  endpoint: string;
  service: string;
  completed: number;
  failed: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  cpuMicrosPerRequest: number;
}

function summarise(endpoint: Endpoint, service: Service, rounds: PhaseResult[]): Summary {
  return {
    endpoint: endpoint.name,
    service: service.label,
    completed: median(rounds.map((round) => round.completed)),
    failed: rounds.reduce((sum, round) => sum + round.failed, 0),
    requestsPerSecond: median(rounds.map((round) => round.completed / round.seconds)),
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    cpuMicrosPerRequest: median(rounds.map((round) => round.cpuMicrosPerRequest)),
  };
}

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) {
    console.log(
      row
        .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    );
  }
}

function printSummaries(summaries: Summary[]): void {
  printTable([
    ['endpoint', 'service', 'ok/round', 'failed', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req'],
    ...summaries.map((summary) => [
      summary.endpoint,
      summary.service,
      summary.completed.toFixed(0),
      String(summary.failed),
      summary.requestsPerSecond.toFixed(0),
      summary.p50.toFixed(1),
      summary.p99.toFixed(1),
      summary.cpuMicrosPerRequest.toFixed(0),
    ]),
  ]);
}

const percentChange = (value: number, baseline: number) => {
  const change = ((value - baseline) / baseline) * 100;
  return `${change >= 0 ? '+' : '−'}${Math.abs(change).toFixed(1)}%`;
};

function printComparison(summaries: Summary[]): void {
  console.log('\nThis checkout against the baseline (medians):');
  printTable([
    ['endpoint', '', 'req/s', 'baseline', 'change', 'CPU µs/req', 'baseline', 'change'],
    ...endpoints.map((endpoint) => {
      const [current, baseline] = ['this', 'baseline'].map((label) =>
        summaries.find((summary) => summary.endpoint === endpoint.name && summary.service === label)!,
      ) as [Summary, Summary];
      return [
        endpoint.name,
        '',
        current.requestsPerSecond.toFixed(0),
        baseline.requestsPerSecond.toFixed(0),
        percentChange(current.requestsPerSecond, baseline.requestsPerSecond),
        current.cpuMicrosPerRequest.toFixed(0),
        baseline.cpuMicrosPerRequest.toFixed(0),
        percentChange(current.cpuMicrosPerRequest, baseline.cpuMicrosPerRequest),
      ];
    }),
  ]);
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || null;
  const baselineDir = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
  const services: Service[] = [];
  try {
    services.push(await startService('this', fileURLToPath(new URL('..', import.meta.url)), databaseUrl));
    if (baselineDir) services.push(await startService('baseline', baselineDir, databaseUrl));
    for (const service of services) await warmUp(service);
    console.log(
      `\nSending up to ${REQUESTS_PER_ENDPOINT} requests per endpoint, ${CONCURRENCY} at a time, at most ` +
        `${PHASE_TIME_LIMIT_MS / 1000} s each, ${ROUNDS} rounds` +
        (baselineDir ? ', alternating between the two services' : '') +
        '; medians of the rounds:\n',
    );
    const summaries: Summary[] = [];
    for (const endpoint of endpoints) {
      const rounds = new Map<Service, PhaseResult[]>(services.map((service) => [service, []]));
      for (let round = 0; round < ROUNDS; round += 1) {
        // Each service goes first in every other round, so neither always follows the other's load.
        const order = round % 2 === 0 ? services : [...services].reverse();
        for (const service of order) rounds.get(service)!.push(await runPhase(service, endpoint));
      }
      for (const service of services) summaries.push(summarise(endpoint, service, rounds.get(service)!));
    }
    printSummaries(summaries);
    if (baselineDir) printComparison(summaries);
    if (summaries.some((summary) => summary.failed > 0)) process.exitCode = 1;
  } finally {
    agent.destroy();
    for (const service of services) await stopService(service, databaseUrl);
  }
}

await main();
