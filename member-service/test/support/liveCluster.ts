/**
 * Several member-service processes on one PostgreSQL schema and one NATS stream of their own, as
 * deployed (docs/decisions/0100-live-bus.md), and live clients that count what reaches them: for
 * the failover tests (test/liveFailover.test.ts) and the scale benchmark (bench/scale.ts).
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { request, type Agent } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const HOST = '127.0.0.1';
const ORIGIN = 'http://localhost:5173';
const packageDir = fileURLToPath(new URL('../..', import.meta.url));

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

/** One member-service process; started again on the same port after a stop. */
export class Instance {
  child: ChildProcess | null = null;
  constructor(
    readonly port: number,
    private readonly environment: Record<string, string>,
  ) {}

  static async create(environment: Record<string, string>): Promise<Instance> {
    return new Instance(await freePort(), environment);
  }

  async start(timeoutMs = 60_000): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: packageDir,
      env: { PATH: process.env.PATH, HOST, MEMBER_PORT: String(this.port), ...this.environment },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`member-service exited with code ${child.exitCode}`);
      if ((await httpRequest(this.port, 'GET', '/health').catch(() => null))?.status === 200) return;
      await sleep(200);
    }
    throw new Error('member-service did not become healthy in time');
  }

  /** SIGTERM (the service drains) or SIGKILL; resolves when the process is gone. */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}

export function clusterEnvironment(databaseUrl: string, schema: string, natsUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    NATS_URL: natsUrl,
    NATS_PREFIX: schema,
    LOG_LEVEL: 'warn',
    ALLOWED_ORIGINS: ORIGIN,
    SHUTDOWN_TIMEOUT_MS: '10000',
    DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX || '10',
    // One test client stands for many people: the per-address limits are raised for it.
    RATE_LIMIT_PER_MINUTE: '10000000',
    RATE_LIMIT_ACCOUNTS_PER_MINUTE: '1000000',
    RATE_LIMIT_SHARES_PER_MINUTE: '1000000',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
  };
}

export const uniqueSchema = (prefix: string) => `${prefix}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** One HTTP request, on a connection of its own (no keep-alive to be cut by a restart) unless `agent` keeps them. */
export function httpRequest(
  port: number,
  method: string,
  path: string,
  body?: object,
  cookie?: string,
  host = HOST,
  timeoutMs = 10_000,
  agent: Agent | false = false,
): Promise<{ status: number; body: string; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = request(
      {
        host,
        port,
        method,
        path,
        agent,
        timeout: timeoutMs,
        headers: {
          origin: ORIGIN,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            cookies: (response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0] ?? ''),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** Joins a new member; answers their session cookie. */
export async function joinMember(port: number, index: number, host = HOST): Promise<string> {
  const response = await httpRequest(
    port,
    'POST',
    '/api/members/accounts',
    {
      name: `Load Member ${index}`,
      email: `load.${index}.${randomBytes(4).toString('hex')}@example.org`,
      password: 'a load test password',
    },
    undefined,
    host,
    60_000,
  );
  if (response.status !== 201) throw new Error(`join answered ${response.status}: ${response.body}`);
  return response.cookies.join('; ');
}

/** Runs `work` for every index below `count`, at most `concurrency` at a time. */
export async function inTurns<T>(
  count: number,
  concurrency: number,
  work: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array<T>(count);
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

/**
 * A tab's live connection that reconnects, as shared-ui's client does: to the next port in
 * turn, asking for what came after the newest number it saw. It counts every event by number.
 */
export class CountingClient {
  /** Every event number received, in arrival order (repeats included). */
  readonly received: number[] = [];
  /** When each number arrived, and the data of each, for the caller to read. */
  readonly arrivals = new Map<number, { at: number; data: unknown }>();
  reconnects = 0;
  /**
   * The last reconnection's timeline (Date.now()): closed, each attempt opened, ready, subscribed,
   * for the benchmark to say where a catch-up's time goes.
   */
  readonly lastReconnect = { closedAt: 0, attempts: 0, readyAt: 0, subscribedAt: 0 };
  private socket: WebSocket | null = null;
  private newest: number | null = null;
  private closedForGood = false;
  private turn: number;

  constructor(
    private readonly ports: number[],
    private readonly cookie: string,
    private readonly topics: string[],
    start: number,
    private readonly host = HOST,
    /** Sees every event as it arrives (the benchmark times them). */
    private readonly onEvent?: (seq: number, data: unknown) => void,
  ) {
    this.turn = start;
  }

  get port(): number {
    return this.ports[this.turn % this.ports.length] ?? 0;
  }

  /** Close codes seen, for a run to explain a reconnect. */
  readonly closeCodes = new Map<number, number>();
  private firstSubscribed: (() => void) | null = null;

  /** Resolves once subscribed the first time; a connection that fails before is tried again. */
  connect(): Promise<void> {
    const subscribed = new Promise<void>((resolve) => (this.firstSubscribed = resolve));
    this.open();
    return subscribed;
  }

  private open(): void {
    const socket = new WebSocket(`ws://${this.host}:${this.port}/api/members/live`, {
      headers: { origin: ORIGIN, cookie: this.cookie },
    });
    this.socket = socket;
    socket.on('message', (raw: Buffer) => {
      const message = JSON.parse(raw.toString('utf8')) as { type: string; seq: number; data?: unknown };
      if (message.type === 'ready') {
        if (this.newest !== null) this.lastReconnect.readyAt = Date.now();
        socket.send(
          JSON.stringify({
            type: 'subscribe',
            topics: this.topics,
            ...(this.newest === null ? {} : { since: this.newest }),
          }),
        );
        this.newest ??= message.seq;
      } else if (message.type === 'subscribed') {
        if (this.lastReconnect.readyAt > 0 && this.lastReconnect.subscribedAt === 0)
          this.lastReconnect.subscribedAt = Date.now();
        this.attempt = 0;
        this.firstSubscribed?.();
        this.firstSubscribed = null;
      } else if (message.type === 'event') {
        this.received.push(message.seq);
        if (this.onEvent) this.onEvent(message.seq, message.data);
        else if (!this.arrivals.has(message.seq))
          this.arrivals.set(message.seq, { at: Date.now(), data: message.data });
        this.newest = Math.max(this.newest ?? 0, message.seq);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', (code: number) => {
      this.closeCodes.set(code, (this.closeCodes.get(code) ?? 0) + 1);
      if (this.socket !== socket || this.closedForGood) return;
      this.turn += 1;
      this.reconnects += 1;
      if (this.attempt === 0)
        Object.assign(this.lastReconnect, { closedAt: Date.now(), attempts: 0, readyAt: 0, subscribedAt: 0 });
      this.lastReconnect.attempts += 1;
      const wait = Math.min(50 * 2 ** this.attempt, 1_000);
      this.attempt += 1;
      setTimeout(() => {
        if (!this.closedForGood) this.open();
      }, wait);
    });
  }

  private attempt = 0;

  /** Whether its socket is open now (the benchmark explains a client left behind). */
  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  close(): void {
    this.closedForGood = true;
    this.socket?.terminate();
  }

  /** Against the numbers that should have arrived: missing, repeated, and arrivals below an earlier one. */
  tally(expected: number[]): { missing: number; duplicated: number; outOfOrder: number } {
    const wanted = new Set(expected);
    const seen = new Set<number>();
    let duplicated = 0;
    let outOfOrder = 0;
    let previous = 0;
    for (const seq of this.received) {
      if (!wanted.has(seq)) continue;
      if (seen.has(seq)) duplicated += 1;
      else if (seq < previous) outOfOrder += 1;
      seen.add(seq);
      previous = Math.max(previous, seq);
    }
    return { missing: expected.filter((seq) => !seen.has(seq)).length, duplicated, outOfOrder };
  }
}
