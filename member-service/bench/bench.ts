/**
 * `npm run bench -w member-service`: the members' community under load. Starts the service in
 * child processes on loopback ports (bench/harness.ts: two instances on one database with
 * DATABASE_URL, in a schema of its own that is dropped afterwards; one instance on a temporary
 * PGlite otherwise), joins 200 members, connects each to the live WebSocket on the feed, then prints:
 *   - post→delivery latency p50/p99: one member shares posts, every client times the arrival;
 *   - feed reads per second with p50/p99, at 20 requests in flight for a few seconds, on a quiet
 *     service and again while 10 members sign in over and over at once (a sign-in flood).
 * MEMBER_SERVICE_DIR runs another checkout's member-service (say, main's) for a before/after.
 * Figures are printed, never asserted. Traffic goes to 127.0.0.1 only; the run stops by itself.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type WebSocket from 'ws';
import { connectLive, HOST, inBatches, join, ORIGIN, percentile, withServices } from './harness';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const POSTS = Number(process.env.BENCH_POSTS ?? 50);
const POST_SPACING_MS = 50;
const FEED_SECONDS = 5;
const FEED_CONCURRENCY = 20;
const JOIN_CONCURRENCY = 8;
const DELIVERY_WAIT_MS = 10_000;
const SIGN_IN_FLOOD = 10;
const BENCH_PASSWORD = 'a bench password';

interface Listener {
  socket: WebSocket;
  /** caption → arrival time (performance.now()). */
  arrivals: Map<string, number>;
}

async function connect(port: number, cookie: string): Promise<Listener> {
  const arrivals = new Map<string, number>();
  const { socket } = await connectLive(port, cookie, ['feed'], (event) => {
    const data = event.data as { kind?: string; post?: { caption?: string } } | null;
    if (data?.kind === 'post.created' && data.post?.caption) arrivals.set(data.post.caption, performance.now());
  });
  return { socket, arrivals };
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

/** Members who sign in during the flood, with the password they joined with. */
async function joinFloodMembers(port: number): Promise<string[]> {
  const emails = Array.from(
    { length: SIGN_IN_FLOOD },
    () => `bench.flood.${randomBytes(4).toString('hex')}@example.org`,
  );
  for (const email of emails) {
    const response = await fetch(`http://${HOST}:${port}/api/members/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ name: 'Bench Flood', email, password: BENCH_PASSWORD }),
      signal: AbortSignal.timeout(30_000),
    });
    if (response.status !== 201) throw new Error(`join answered ${response.status}`);
  }
  return emails;
}

/** Signs the members in over and over, all at once, until `signal` aborts; counts the answers. */
async function floodSignIns(port: number, emails: string[], signal: AbortSignal) {
  const answers = new Map<number, number>();
  await Promise.all(
    emails.map(async (email) => {
      while (!signal.aborted) {
        const status = await fetch(`http://${HOST}:${port}/api/members/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body: JSON.stringify({ email, password: BENCH_PASSWORD }),
          signal: AbortSignal.timeout(30_000),
        }).then(
          async (response) => {
            await response.arrayBuffer();
            return response.status;
          },
          () => 0,
        );
        answers.set(status, (answers.get(status) ?? 0) + 1);
      }
    }),
  );
  return [...answers].map(([status, count]) => `${count} × ${status || 'failed'}`).join(', ');
}

async function main() {
  await withServices(async ({ ports, databaseLabel }) => {
    console.log(
      `member-service bench: ${ports.length} instance(s) on ${databaseLabel}, ` +
        `${CLIENTS} live clients, ${POSTS} posts`,
    );

    const cookies = await inBatches(CLIENTS + 1, JOIN_CONCURRENCY, (index) => join(ports[0] ?? 0, index));
    const [posterCookie = '', ...listenerCookies] = cookies;
    const listeners = await inBatches(listenerCookies.length, 20, (index) =>
      connect(ports[index % ports.length] ?? 0, listenerCookies[index] ?? ''),
    );

    const delivery = await measureDelivery(ports[0] ?? 0, posterCookie, listeners);
    const feed = await measureFeedReads(ports, listenerCookies);
    const floodEmails = await joinFloodMembers(ports[0] ?? 0);
    const stopFlood = new AbortController();
    const flood = floodSignIns(ports[0] ?? 0, floodEmails, stopFlood.signal);
    const feedDuringFlood = await measureFeedReads(ports, listenerCookies);
    stopFlood.abort();
    const signIns = await flood;
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
      [`GET /community/feed, ${SIGN_IN_FLOOD} sign-ins at once`]: {
        result: `${feedDuringFlood.perSecond.toFixed(0)} reads/s, ${feedDuringFlood.failed} failed`,
        p50: ms(feedDuringFlood.p50),
        p99: ms(feedDuringFlood.p99),
      },
    });
    console.log(
      `feed reads during the flood: ${((feedDuringFlood.perSecond / feed.perSecond) * 100).toFixed(0)}% of quiet; ` +
        `sign-ins answered: ${signIns}`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
