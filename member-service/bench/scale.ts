/**
 * `npm run bench:scale -w member-service`: the live path at scale, on the cluster's shape (three
 * member-service instances behind HAProxy, PostgreSQL, NATS JetStream; tooling/cluster/). It
 * starts its own cluster on free ports (a schema and a NATS stream of its own, removed afterwards)
 * and prints, never asserts:
 *   - a ramp of live clients (BENCH_STEPS, default 1000,2500,5000,7500,10000, stopping at the knee:
 *     p99 over BENCH_KNEE_P99_MS, a delivery missing, or under 90 % of the offered writes
 *     accepted), each subscribed to the feed and one chat channel, while posts (BENCH_FEED_RATE/s)
 *     and chat messages (BENCH_CHAT_RATE/s) go in through the balancer: per step delivery p50/p99,
 *     messages accepted/s, deliveries/s, the instances' CPU and memory per 1,000 sockets, the lag
 *     from a write's request to its event on NATS, and the machine's load average (it is shared);
 *   - the top step again on the path before the bus (LIVE_BUS=notify);
 *   - a rolling restart (SIGTERM, start, one instance at a time) and a kill -9 of one instance,
 *     under load: missing, duplicated and out-of-order deliveries over every client, and 5xx;
 *   - write throughput (`throughput`, before the ramp, no live clients): chat sends accepted per
 *     second with BENCH_WRITERS writers each sending as soon as its last send was answered on a kept
 *     connection, to one instance on its own, to it behind a balancer of its own, then through the
 *     balancer to all three, BENCH_ROUNDS (3) times: the first round warms the instances.
 * BENCH_PHASES (throughput,ramp,notify,restart,kill; default all but throughput) picks the parts; BENCH_CATCH_UP_SECONDS (30) how long a failure check
 * waits for every client before counting what is missing; BENCH_KNEE_ACCEPTED (0.9) is the share
 * of offered writes that must be accepted below the knee.
 * Needs DATABASE_URL and NATS_URL (defaults: the local servers) and HAProxy (tooling/cluster).
 */
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { loadavg, tmpdir } from 'node:os';
import { Agent } from 'node:http';
import path from 'node:path';
import { connect, type NatsConnection } from 'nats';
import pg from 'pg';
import { visibleConversations } from '../src/chat/store';
import { deleteBusStream } from '../src/live/natsHub';
import { busNames } from '../src/live/subjects';
import {
  clusterEnvironment,
  CountingClient,
  httpRequest,
  inTurns,
  Instance,
  joinMember,
  sleep,
  uniqueSchema,
} from '../test/support/liveCluster';
// @ts-expect-error: plain JavaScript shared with tooling/cluster/start.mjs
import { haproxyConfig } from '../../tooling/cluster/haproxy.mjs';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const natsUrl = process.env.NATS_URL || 'nats://127.0.0.1:4222';
const STEPS = (process.env.BENCH_STEPS || '1000,2500,5000,7500,10000').split(',').map(Number);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS || 15);
const FEED_RATE = Number(process.env.BENCH_FEED_RATE || 2);
const CHAT_RATE = Number(process.env.BENCH_CHAT_RATE || 20);
const KNEE_P99_MS = Number(process.env.BENCH_KNEE_P99_MS || 1_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS || 40);
/** The share of offered writes that must be accepted below the knee. */
const KNEE_ACCEPTED = Number(process.env.BENCH_KNEE_ACCEPTED || 0.9);
/** Which parts run: throughput, ramp, notify, restart, kill. */
const PHASES = new Set((process.env.BENCH_PHASES || 'ramp,notify,restart,kill').split(','));
/** Writers sending chat messages back to back in the throughput phase, and for how long. */
const WRITERS = Number(process.env.BENCH_WRITERS || 32);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS || 10);
/** Rounds of the three throughput runs: the first warms instances that have served nothing yet. */
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
/** How long a failure check waits for every client to catch up before it counts what is still missing. */
const CATCH_UP_SECONDS = Number(process.env.BENCH_CATCH_UP_SECONDS || 30);
const INSTANCES = 3;
const CHANNELS = visibleConversations('member');
const SETTLE_MS = 3_000;

const schema = uniqueSchema('bench_scale_');
const environment = clusterEnvironment(databaseUrl, schema, natsUrl);
const instances: Instance[] = [];
const balancers: ChildProcess[] = [];
/** The balancer in front of every instance. */
let lbPort = 0;

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** CPU seconds and resident memory of a process and its children (the instance runs under tsx). */
function usage(pid: number): { cpuSeconds: number; rssBytes: number } {
  const ticks = 100;
  let cpuSeconds = 0;
  let rssBytes = 0;
  const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean);
  for (const each of [String(pid), ...children]) {
    try {
      const fields = readFileSync(`/proc/${each}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      cpuSeconds += (Number(fields[11]) + Number(fields[12])) / ticks;
      rssBytes += Number(fields[21]) * 4096;
    } catch {
      // gone
    }
  }
  return { cpuSeconds, rssBytes };
}
const clusterUsage = () =>
  instances
    .map((instance) => usage(instance.child?.pid ?? 0))
    .reduce((sum, each) => ({ cpuSeconds: sum.cpuSeconds + each.cpuSeconds, rssBytes: sum.rssBytes + each.rssBytes }));

/** HAProxy in front of the member-service instances on `ports`: the port it listens on. */
async function startBalancer(ports: number[]): Promise<number> {
  const haproxy = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy'], {
    encoding: 'utf8',
  }).stdout.trim();
  if (!haproxy) throw new Error('HAProxy is missing: `npm run start:cluster` installs it (apt-get install haproxy)');
  const port = (await Instance.create({})).port;
  const limit = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim()) || 4096;
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    haproxyConfig({
      memberPort: port,
      paymentPort: (await Instance.create({})).port,
      memberPorts: ports,
      paymentPorts: [ports[0]],
      healthPath: '/health/ready',
      maxConnections: Math.floor((limit - 200) / 2),
    }),
  );
  const balancer = spawn(haproxy, ['-db', '-f', config], { stdio: 'ignore' });
  balancers.push(balancer);
  const deadline = Date.now() + 30_000;
  while ((await httpRequest(port, 'GET', '/health').catch(() => null))?.status !== 200) {
    if (Date.now() > deadline || balancer.exitCode !== null) throw new Error('HAProxy did not start');
    await sleep(250);
  }
  return port;
}

interface Sent {
  at: number;
  onBus?: number;
}

const sent = new Map<string, Sent>();
let deliveries = 0;
const latencies: number[] = [];

function textOf(data: unknown): string | undefined {
  const event = data as { kind?: string; post?: { caption?: string }; message?: { text?: string } } | null;
  if (event?.kind === 'post.created') return event.post?.caption;
  if (event?.kind === 'message.created') return event.message?.text;
  return undefined;
}

function onEvent(_seq: number, data: unknown): void {
  const text = textOf(data);
  if (!text) return;
  const sentAt = sent.get(text);
  if (!sentAt) return;
  deliveries += 1;
  latencies.push(Date.now() - sentAt.at);
}

/** Writes at the offered rates through the balancer until stopped. */
function writeLoad(cookies: string[]) {
  const tally = { accepted: 0, serverErrors: 0, failed: 0, offered: 0, acceptedByTopic: new Map<string, number>() };
  let running = true;
  let counter = 0;
  /** `write` sends one message and says the topic it goes out on, and the answer's status. */
  const loop = async (
    perSecond: number,
    write: (text: string, cookie: string, index: number) => Promise<{ topic: string; status: number }>,
  ) => {
    if (perSecond <= 0) return;
    const every = 1_000 / perSecond;
    let next = Date.now();
    const inFlight = new Set<Promise<void>>();
    while (running) {
      const index = counter++;
      const text = `bench ${schema} ${index}`;
      const cookie = cookies[index % cookies.length] ?? '';
      sent.set(text, { at: Date.now() });
      tally.offered += 1;
      const done = write(text, cookie, index)
        .then(({ topic, status }) => {
          if (status >= 500) tally.serverErrors += 1;
          else if (status === 201 || status === 200) {
            tally.accepted += 1;
            tally.acceptedByTopic.set(topic, (tally.acceptedByTopic.get(topic) ?? 0) + 1);
          } else tally.failed += 1;
        })
        .catch(() => {
          tally.failed += 1;
        })
        .finally(() => inFlight.delete(done));
      inFlight.add(done);
      next += every;
      await sleep(Math.max(0, next - Date.now()));
    }
    await Promise.all(inFlight);
  };
  const loops = [
    loop(FEED_RATE, async (text, cookie) => ({
      topic: 'feed',
      status: (await httpRequest(lbPort, 'POST', '/api/members/community/posts', { caption: text }, cookie)).status,
    })),
    loop(CHAT_RATE, async (text, cookie, index) => {
      const channel = CHANNELS[index % CHANNELS.length] ?? 'general';
      return {
        topic: `chat:${channel}`,
        status: (
          await httpRequest(lbPort, 'POST', `/api/members/collab/conversations/${channel}/messages`, { text }, cookie)
        ).status,
      };
    }),
  ];
  return {
    tally,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * Chat sends accepted per second on `port` (one instance, or the balancer), each writer sending its
 * next message as soon as the last was answered: the write path's ceiling, with nobody listening.
 */
async function writeThroughput(label: string, port: number, cookies: string[]): Promise<void> {
  const answered: number[] = [];
  let accepted = 0;
  let other = 0;
  const started = Date.now();
  const endAt = started + THROUGHPUT_SECONDS * 1_000;
  // Writers keep their connections, as the site's proxy keeps its connections to the balancer.
  const agent = new Agent({ keepAlive: true, maxSockets: WRITERS });
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      for (let turn = 0; Date.now() < endAt; turn += 1) {
        const channel = CHANNELS[(writer + turn) % CHANNELS.length] ?? 'general';
        const sentAt = Date.now();
        const status = await httpRequest(
          port,
          'POST',
          `/api/members/collab/conversations/${channel}/messages`,
          { text: `throughput ${label} ${writer} ${turn}` },
          cookies[writer % cookies.length] ?? '',
          undefined,
          undefined,
          agent,
        ).then(
          (response) => response.status,
          () => 0,
        );
        answered.push(Date.now() - sentAt);
        if (status === 201) accepted += 1;
        else other += 1;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1_000;
  agent.destroy();
  answered.sort((a, b) => a - b);
  console.log(
    `| ${label} | ${(accepted / seconds).toFixed(0)} | ${other} | ${percentile(answered, 0.5)} / ${percentile(answered, 0.99)} | ${loadavg()[0]?.toFixed(1)} |`,
  );
}

/** Watches every subject of the run's stream: when each write's event reached NATS. */
async function watchBus(): Promise<NatsConnection> {
  const nats = await connect({ servers: natsUrl });
  const names = busNames(schema);
  nats.subscribe(names.subjects, {
    callback: (error, message) => {
      if (error) return;
      const text = textOf((JSON.parse(new TextDecoder().decode(message.data)) as { data: unknown }).data);
      const sentAt = text ? sent.get(text) : undefined;
      if (sentAt && sentAt.onBus === undefined) sentAt.onBus = Date.now();
    },
  });
  return nats;
}

function followersOf(topic: string, sockets: number): number {
  if (topic === 'feed') return sockets;
  const position = CHANNELS.findIndex((channel) => `chat:${channel}` === topic);
  return Math.floor(sockets / CHANNELS.length) + (position < sockets % CHANNELS.length ? 1 : 0);
}

const table: string[] = [];
function row(cells: (string | number)[]): void {
  const line = `| ${cells.join(' | ')} |`;
  table.push(line);
  console.log(line);
}

async function step(
  label: string,
  clients: CountingClient[],
  cookies: string[],
): Promise<{ p99: number; ok: boolean }> {
  sent.clear();
  latencies.length = 0;
  deliveries = 0;
  const before = clusterUsage();
  const started = Date.now();
  const load = writeLoad(cookies);
  await sleep(STEP_SECONDS * 1_000);
  await load.stop();
  const seconds = (Date.now() - started) / 1_000;
  const after = clusterUsage();
  await sleep(SETTLE_MS);
  const sockets = clients.length;
  const expected = [...sent.keys()].length;
  // Each accepted message should reach every client following its topic: all of them for the feed,
  // and for a channel those the ramp gave it (client i follows channel i mod CHANNELS.length).
  const expectedDeliveries = [...load.tally.acceptedByTopic].reduce(
    (sum, [topic, accepted]) => sum + accepted * followersOf(topic, sockets),
    0,
  );
  const sorted = [...latencies].sort((a, b) => a - b);
  const lags = [...sent.values()]
    .flatMap((each) => (each.onBus === undefined ? [] : [each.onBus - each.at]))
    .sort((a, b) => a - b);
  const per1000 = sockets / 1_000;
  const cpuPercent = ((after.cpuSeconds - before.cpuSeconds) / seconds) * 100;
  const p99 = percentile(sorted, 0.99);
  row([
    label,
    sockets,
    Math.round(percentile(sorted, 0.5)),
    Math.round(p99),
    (load.tally.accepted / seconds).toFixed(1),
    Math.round(deliveries / seconds),
    `${Math.max(0, expectedDeliveries - deliveries)}`,
    load.tally.serverErrors,
    `${(cpuPercent / per1000).toFixed(1)} %`,
    `${Math.round(after.rssBytes / 1024 / 1024 / per1000)} MB`,
    `${Math.round(percentile(lags, 0.5))}/${Math.round(percentile(lags, 0.99))}`,
    loadavg()[0]?.toFixed(1) ?? '',
  ]);
  void expected;
  const ok =
    p99 <= KNEE_P99_MS &&
    deliveries >= expectedDeliveries * 0.99 &&
    load.tally.accepted >= load.tally.offered * KNEE_ACCEPTED;
  return { p99, ok };
}

async function restartAll(extra: Record<string, string>): Promise<void> {
  for (const instance of instances) await instance.stop('SIGTERM');
  const replaced = await Promise.all(
    instances.map(async (instance) => {
      const variables: Record<string, string> = { ...environment, ...extra };
      for (const name of Object.keys(variables)) if (variables[name] === '') delete variables[name];
      const next = new Instance(instance.port, variables);
      await next.start(180_000);
      return next;
    }),
  );
  instances.splice(0, instances.length, ...replaced);
}

async function failures(
  label: string,
  clients: CountingClient[],
  cookies: string[],
  admin: pg.Client,
  act: () => Promise<void>,
) {
  const newest = async () =>
    Number(
      (await admin.query<{ seq: string }>(`SELECT coalesce(max(seq), 0) AS seq FROM ${schema}.live_events`)).rows[0]
        ?.seq ?? 0,
    );
  const before = await newest();
  clients.forEach((client) => client.received.splice(0));
  const load = writeLoad(cookies);
  const started = Date.now();
  await act();
  await sleep(2_000);
  await load.stop();
  const upTo = await newest();
  const topicsOf = (index: number) => ['feed', `chat:${CHANNELS[index % CHANNELS.length]}`];
  const rows = (
    await admin.query<{ seq: string; topic: string }>(
      `SELECT seq, topic FROM ${schema}.live_events WHERE seq > $1 AND seq <= $2 AND (topic = 'feed' OR topic LIKE 'chat:%') ORDER BY seq`,
      [before, upTo],
    )
  ).rows.map((each) => ({ seq: Number(each.seq), topic: each.topic }));
  const expectedFor = (index: number) =>
    rows.filter((each) => topicsOf(index).includes(each.topic)).map((each) => each.seq);
  const catchUpStarted = Date.now();
  /** When each client was first seen with nothing missing, after the writes stopped. */
  const caughtUpAt = new Map<number, number>();
  while (Date.now() - catchUpStarted < CATCH_UP_SECONDS * 1_000) {
    clients.forEach((client, index) => {
      if (!caughtUpAt.has(index) && client.tally(expectedFor(index)).missing === 0) caughtUpAt.set(index, Date.now());
    });
    if (caughtUpAt.size === clients.length) break;
    await sleep(200);
  }
  const caughtUpMs = Date.now() - catchUpStarted;
  describeReconnects(clients, started, catchUpStarted, caughtUpAt);
  const sum = clients.reduce(
    (total, client, index) => {
      const each = client.tally(expectedFor(index));
      return {
        missing: total.missing + each.missing,
        duplicated: total.duplicated + each.duplicated,
        outOfOrder: total.outOfOrder + each.outOfOrder,
      };
    },
    { missing: 0, duplicated: 0, outOfOrder: 0 },
  );
  const line = `${label}: ${clients.length} clients, ${rows.length} events over ${Math.round((Date.now() - started) / 1000)} s; missing ${sum.missing}, duplicated ${sum.duplicated}, out of order ${sum.outOfOrder}; 5xx ${load.tally.serverErrors}, writes refused ${load.tally.failed}; everyone caught up ${caughtUpMs} ms after the writes stopped`;
  table.push(line);
  console.log(line);
}

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${Math.round(percentile(sorted, 0.5))} / p90 ${Math.round(percentile(sorted, 0.9))} / max ${Math.round(sorted.at(-1) ?? Number.NaN)} ms`;
};

/** Where a failure check's catch-up time went, for the clients that reconnected and for the rest. */
function describeReconnects(
  clients: CountingClient[],
  phaseStarted: number,
  writesStopped: number,
  caughtUpAt: Map<number, number>,
): void {
  const moved = clients.flatMap((client, index) =>
    client.lastReconnect.closedAt >= phaseStarted ? [{ ...client.lastReconnect, index }] : [],
  );
  const stayed = clients.flatMap((_, index) => (clients[index]!.lastReconnect.closedAt >= phaseStarted ? [] : [index]));
  const attempts = new Map<number, number>();
  moved.forEach((each) => attempts.set(each.attempts, (attempts.get(each.attempts) ?? 0) + 1));
  const lines = [
    `  reconnected: ${moved.length} clients, attempts ${JSON.stringify(Object.fromEntries(attempts))}`,
    `    closed → ready      ${spread(moved.filter((each) => each.readyAt).map((each) => each.readyAt - each.closedAt))}`,
    `    ready → subscribed  ${spread(moved.filter((each) => each.subscribedAt).map((each) => each.subscribedAt - each.readyAt))}`,
    `    closed → subscribed ${spread(moved.filter((each) => each.subscribedAt).map((each) => each.subscribedAt - each.closedAt))}`,
    `    caught up after the writes stopped ${spread(moved.map((each) => (caughtUpAt.get(each.index) ?? Number.NaN) - writesStopped))}`,
    `  stayed: ${stayed.length} clients, caught up after the writes stopped ${spread(stayed.map((index) => (caughtUpAt.get(index) ?? Number.NaN) - writesStopped))}`,
  ];
  const behind = clients.flatMap((client, index) => (caughtUpAt.has(index) ? [] : [client]));
  lines.push(
    `  not caught up: ${behind.length} clients (${behind.filter((client) => client.lastReconnect.closedAt >= phaseStarted).length} of them reconnected; ` +
      `${moved.filter((each) => !each.readyAt).length} reconnected clients never got "ready", ${moved.filter((each) => !each.subscribedAt).length} never "subscribed"; ` +
      `open sockets among those behind: ${behind.filter((client) => client.isOpen).length})`,
  );
  lines.forEach((line) => console.log(line));
}

async function main(): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  let bus: NatsConnection | null = null;
  const clients: CountingClient[] = [];
  try {
    for (let index = 0; index < INSTANCES; index += 1) instances.push(await Instance.create(environment));
    await instances[0]?.start(180_000);
    await Promise.all(instances.slice(1).map((instance) => instance.start(180_000)));
    lbPort = await startBalancer(instances.map((instance) => instance.port));
    bus = await watchBus();
    const cookies = await inTurns(MEMBERS, 2, (index) => joinMember(lbPort, index));
    if (PHASES.has('throughput')) {
      console.log(
        `\nWrite throughput: ${WRITERS} writers sending chat messages back to back for ${THROUGHPUT_SECONDS} s, no live clients\n`,
      );
      console.log('| to | chat sends accepted/s | not accepted | answer p50 / p99 ms | load avg |');
      console.log('| --- | --- | --- | --- | --- |');
      // One instance both on its own and behind the same balancer: the balancer's hop costs CPU on
      // these two cores, so like is compared with like as well as with the bare instance.
      const oneBehindBalancer = await startBalancer([instances[0]?.port ?? 0]);
      for (let round = 0; round < ROUNDS; round += 1) {
        await writeThroughput('one instance', instances[0]?.port ?? 0, cookies);
        await writeThroughput('one instance behind HAProxy', oneBehindBalancer, cookies);
        await writeThroughput(`${INSTANCES} instances behind HAProxy`, lbPort, cookies);
      }
    }
    // The NOTIFY step, the restart and the kill run with the ramp's clients: only throughput runs without it.
    const ramping = ['ramp', 'notify', 'restart', 'kill'].some((phase) => PHASES.has(phase));
    if (ramping)
      console.log(
        `\nLive at scale: ${INSTANCES} member-service instances behind HAProxy, PostgreSQL + NATS JetStream; ` +
          `${FEED_RATE} posts/s and ${CHAT_RATE} chat messages/s offered (${CHANNELS.length} channels); ${STEP_SECONDS} s a step; ${MEMBERS} members, several sockets each\n`,
      );
    if (ramping)
      row([
        'path',
        'sockets',
        'p50 ms',
        'p99 ms',
        'accepted msg/s',
        'deliveries/s',
        'missing',
        '5xx',
        'CPU / 1k sockets',
        'RSS / 1k sockets',
        'write→NATS p50/p99 ms',
        'load avg',
      ]);
    if (ramping) row(['---', '---', '---', '---', '---', '---', '---', '---', '---', '---', '---', '---']);
    let top = 0;
    for (const target of ramping ? STEPS : []) {
      const from = clients.length;
      for (let index = from; index < target; index += 1) {
        clients.push(
          new CountingClient(
            [lbPort],
            cookies[index % cookies.length] ?? '',
            ['feed', `chat:${CHANNELS[index % CHANNELS.length]}`],
            0,
            undefined,
            onEvent,
          ),
        );
      }
      await inTurns(target - from, 50, (index) => clients[from + index]?.connect() ?? Promise.resolve());
      await sleep(1_000);
      const closes = new Map<number, number>();
      clients.forEach((client) =>
        client.closeCodes.forEach((times, code) => closes.set(code, (closes.get(code) ?? 0) + times)),
      );
      if (closes.size > 0)
        console.log(`  (connections closed while opening, by code: ${JSON.stringify(Object.fromEntries(closes))})`);
      top = target;
      const { ok } = await step('NATS', clients, cookies);
      if (!ok) break;
    }
    if (PHASES.has('notify')) {
      console.log(`\nThe top step (${top} sockets) on the path before the bus (NOTIFY):`);
      await restartAll({ NATS_URL: '', LIVE_BUS: 'notify' });
      await sleep(5_000);
      await step('NOTIFY', clients, cookies);
      await restartAll({});
      await sleep(5_000);
    }
    console.log('');
    if (PHASES.has('restart'))
      await failures('Rolling restart (SIGTERM, start, one at a time)', clients, cookies, admin, async () => {
        for (const instance of instances) {
          await instance.stop('SIGTERM');
          await instance.start(180_000);
        }
      });
    if (PHASES.has('kill'))
      await failures('kill -9 of one instance (the relay)', clients, cookies, admin, async () => {
        await sleep(1_000);
        await instances[0]?.stop('SIGKILL');
        await sleep(5_000);
      });
  } finally {
    clients.forEach((client) => client.close());
    await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
    balancers.forEach((balancer) => balancer.kill('SIGTERM'));
    await bus?.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await admin.end();
    await deleteBusStream(natsUrl, schema).catch(() => undefined);
  }
}

await main();
process.exit(0);
