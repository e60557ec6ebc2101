/**
 * `npm run bench:chat -w member-service`: the collab hub's team chat under load. Starts the service
 * like `npm run bench` (bench/harness.ts: two instances on one PostgreSQL database with
 * DATABASE_URL, one on a temporary PGlite otherwise), joins 300 members and connects each to the
 * live WebSocket, subscribed to one channel. The goal spoke of 10 channels; members may see 8
 * (general, goals-accountability, daily-wins, resources, events, goal-crushers, morning-mindset,
 * mindful-leaders, read from the service itself), so the clients are spread over those 8 and the
 * header prints the number used. Then it prints:
 *   - load: senders post into every channel at a steady rate for a few seconds; messages sent,
 *     messages/s the service accepted, deliveries, delivery latency p50/p99 and deliveries missing,
 *     and how long the sender waited for its answer (p50/p99: the part of a delivery spent before
 *     the message was stored);
 *   - reconnect: some clients drop their socket, messages go to their channels, they come back on
 *     the other instance with the last number they saw, then a few more messages go out live;
 *     each must receive exactly those, in order, once.
 * Figures are printed, never asserted. Traffic goes to 127.0.0.1 only; the run stops by itself.
 * Knobs: BENCH_CHAT_CLIENTS, BENCH_CHAT_SENDERS, BENCH_CHAT_RATE (messages/s offered in all),
 * BENCH_CHAT_SECONDS, BENCH_CHAT_RECONNECTS (clients dropped), BENCH_CHAT_MISSED (per channel).
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import type WebSocket from 'ws';
import { visibleConversations } from '../src/chat/store';
import {
  connectLive,
  HOST,
  inBatches,
  join,
  ORIGIN,
  percentile,
  withServices,
  type LiveEvent,
  type Services,
} from './harness';

const CLIENTS = Number(process.env.BENCH_CHAT_CLIENTS ?? 300);
const SENDERS = Number(process.env.BENCH_CHAT_SENDERS ?? 10);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 5);
const RECONNECTS = Number(process.env.BENCH_CHAT_RECONNECTS ?? 16);
const MISSED = Number(process.env.BENCH_CHAT_MISSED ?? 20);
/** Messages sent after the dropped clients are back: the replay must hand over to live ones. */
const LIVE_AFTER = 5;
const JOIN_CONCURRENCY = 8;
const CONNECT_CONCURRENCY = 20;
const DELIVERY_WAIT_MS = 15_000;
/** After the last expected message, how long a duplicate still has to show up. */
const SETTLE_MS = 1_000;
const CHANNELS = visibleConversations('member');

interface Client {
  channel: string;
  /** Index into the ports of the instance it is connected to. */
  instance: number;
  /** Null until the first connection is open. */
  socket: WebSocket | null;
  /** The newest event number seen, to resume from after a drop. */
  lastSeq: number;
  /** Message text → first arrival (performance.now()), for latency. */
  arrivals: Map<string, number>;
  /** Ids of every message.created received, in arrival order, repeats included. */
  received: string[];
}

interface ChatData {
  kind?: string;
  message?: { id: string; text: string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function onEvent(client: Client) {
  return (event: LiveEvent) => {
    client.lastSeq = Math.max(client.lastSeq, event.seq);
    const data = event.data as ChatData | null;
    // Other kinds (typing, reactions, edits) are not what is measured.
    if (data?.kind !== 'message.created' || !data.message) return;
    if (!client.arrivals.has(data.message.text)) client.arrivals.set(data.message.text, performance.now());
    client.received.push(data.message.id);
  };
}

async function connect(ports: number[], client: Client, cookie: string, since?: number): Promise<void> {
  const { socket, seq } = await connectLive(
    ports[client.instance] ?? 0,
    cookie,
    [`chat:${client.channel}`],
    onEvent(client),
    since,
  );
  client.socket = socket;
  client.lastSeq = Math.max(client.lastSeq, seq);
}

/** Sends a message and returns its id. */
async function send(port: number, cookie: string, channel: string, text: string): Promise<string> {
  const response = await fetch(`http://${HOST}:${port}/api/members/collab/conversations/${channel}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
    body: JSON.stringify({ text }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 201)
    throw new Error(`sending a message answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { message: { id: string } }).message.id;
}

async function waitFor(done: () => boolean): Promise<void> {
  const deadline = Date.now() + DELIVERY_WAIT_MS;
  while (!done() && Date.now() < deadline) await sleep(50);
}

async function measureLoad(ports: number[], senderCookies: string[], clients: Client[]) {
  const sentAt = new Map<string, number>();
  const acceptedIn = new Map<string, string>();
  const answerTimes: number[] = [];
  const storedThrough = new Map<string, number>();
  let failed = 0;
  // Each sender keeps its own schedule, staggered so the offered rate is steady; one that falls
  // behind (the service answering slower than the pace) sends its next message straight away.
  const spacing = (SENDERS * 1_000) / RATE;
  const startedAt = performance.now();
  const endAt = startedAt + SECONDS * 1_000;
  let lastAnswerAt = startedAt;
  await Promise.all(
    senderCookies.map(async (cookie, sender) => {
      for (let turn = 0; ; turn += 1) {
        const due = startedAt + (sender * spacing) / SENDERS + turn * spacing;
        if (due >= endAt) return;
        await sleep(due - performance.now());
        // Every channel gets messages through every instance.
        const number = turn * SENDERS + sender;
        const channel = CHANNELS[number % CHANNELS.length] ?? 'general';
        const port = ports[Math.floor(number / CHANNELS.length) % ports.length] ?? 0;
        const text = `bench chat ${number} ${randomBytes(4).toString('hex')}`;
        storedThrough.set(text, ports.indexOf(port));
        const sentTime = performance.now();
        sentAt.set(text, sentTime);
        await send(port, cookie, channel, text).then(
          () => acceptedIn.set(text, channel),
          () => (failed += 1),
        );
        lastAnswerAt = performance.now();
        answerTimes.push(lastAnswerAt - sentTime);
      }
    }),
  );
  const sendingSeconds = (lastAnswerAt - startedAt) / 1_000;

  const textsIn = new Map<string, string[]>();
  for (const [text, channel] of acceptedIn) textsIn.set(channel, [...(textsIn.get(channel) ?? []), text]);
  const expectedFor = (client: Client) => textsIn.get(client.channel) ?? [];
  const expected = clients.reduce((sum, client) => sum + expectedFor(client).length, 0);
  const delivered = () =>
    clients.reduce((sum, client) => sum + expectedFor(client).filter((text) => client.arrivals.has(text)).length, 0);
  await waitFor(() => delivered() >= expected);
  // A delivery that never came is named (message, the instance that stored it, the instances and
  // sockets that lacked it), so a lost event can be followed up rather than only counted.
  const lacking = new Map<string, { instances: Set<number>; sockets: number }>();
  for (const client of clients) {
    for (const text of expectedFor(client).filter((candidate) => !client.arrivals.has(candidate))) {
      const entry = lacking.get(text) ?? { instances: new Set<number>(), sockets: 0 };
      entry.instances.add(client.instance);
      entry.sockets += 1;
      lacking.set(text, entry);
    }
  }
  for (const [text, { instances, sockets }] of lacking) {
    console.log(
      `not delivered: "${text}" (stored through instance ${storedThrough.get(text)}) to ${sockets} socket(s) on instance(s) ${[...instances].join(', ')}`,
    );
  }
  const latencies = clients
    .flatMap((client) =>
      expectedFor(client).flatMap((text) => {
        const at = client.arrivals.get(text);
        const sent = sentAt.get(text);
        return at === undefined || sent === undefined ? [] : [at - sent];
      }),
    )
    .sort((a, b) => a - b);
  const duplicates = clients.reduce((sum, client) => sum + client.received.length - new Set(client.received).size, 0);
  return {
    sent: sentAt.size,
    accepted: acceptedIn.size,
    failed,
    perSecond: acceptedIn.size / sendingSeconds,
    expected,
    delivered: latencies.length,
    duplicates,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    answered: answerTimes.sort((a, b) => a - b),
  };
}

/** Sends `count` messages to each channel, one after another within a channel so their order is known. */
async function sendInOrder(
  ports: number[],
  cookie: string,
  channels: string[],
  count: number,
  ids: Map<string, string[]>,
): Promise<void> {
  await Promise.all(
    channels.map(async (channel) => {
      for (let index = 0; index < count; index += 1) {
        const text = `bench chat ${channel} ${index} ${randomBytes(4).toString('hex')}`;
        const id = await send(ports[index % ports.length] ?? 0, cookie, channel, text);
        ids.set(channel, [...(ids.get(channel) ?? []), id]);
      }
    }),
  );
}

/** What a client received against what it should have, in that order and once each. */
function compare(received: string[], expected: string[]) {
  const position = new Map(expected.map((id, index) => [id, index]));
  const firstSeen = [...new Set(received)];
  let outOfOrder = 0;
  let highest = -1;
  for (const id of firstSeen) {
    const at = position.get(id);
    if (at === undefined) continue;
    if (at < highest) outOfOrder += 1;
    highest = Math.max(highest, at);
  }
  return {
    received: received.length,
    missing: expected.filter((id) => !firstSeen.includes(id)).length,
    duplicated: received.length - firstSeen.length,
    outOfOrder,
    unexpected: firstSeen.filter((id) => !position.has(id)).length,
  };
}

async function checkReconnect(ports: number[], cookie: string, clients: Client[], cookies: string[]) {
  // The first clients cover every channel on every instance (see the spread in main).
  const dropped = clients.slice(0, RECONNECTS).map((client, index) => ({ client, cookie: cookies[index] ?? '' }));
  const since = dropped.map(({ client }) => client.lastSeq);
  await Promise.all(
    dropped.map(async ({ client }) => {
      const { socket } = client;
      if (!socket) return;
      socket.close();
      await once(socket, 'close');
    }),
  );
  const channels = [...new Set(dropped.map(({ client }) => client.channel))];
  const ids = new Map<string, string[]>();
  await sendInOrder(ports, cookie, channels, MISSED, ids);

  const leftFrom = dropped.map(({ client }) => client.instance);
  await Promise.all(
    dropped.map(async ({ client, cookie: clientCookie }, index) => {
      client.received = [];
      // Back on the other instance, when there is one: the replay must not depend on where it was.
      client.instance = (client.instance + 1) % ports.length;
      await connect(ports, client, clientCookie, since[index]);
    }),
  );
  await sendInOrder(ports, cookie, channels, LIVE_AFTER, ids);

  await waitFor(() => dropped.every(({ client }) => client.received.length >= (ids.get(client.channel)?.length ?? 0)));
  await sleep(SETTLE_MS);
  return dropped.map(({ client }, index) => ({
    channel: client.channel,
    instances: `${leftFrom[index] ?? 0} → ${client.instance}`,
    expected: ids.get(client.channel)?.length ?? 0,
    ...compare(client.received, ids.get(client.channel) ?? []),
  }));
}

async function run({ ports, databaseLabel }: Services): Promise<void> {
  console.log(
    `member-service chat bench: ${ports.length} instance(s) on ${databaseLabel}, ${CLIENTS} live clients across ` +
      `${CHANNELS.length} channels, ${SENDERS} senders offering ${RATE} messages/s for ${SECONDS} s; ` +
      `reconnect: ${RECONNECTS} clients, ${MISSED} missed + ${LIVE_AFTER} live messages per channel`,
  );
  const joinedAt = performance.now();
  const cookies = await inBatches(CLIENTS + SENDERS, JOIN_CONCURRENCY, (index) =>
    join(ports[index % ports.length] ?? 0, index),
  );
  const senderCookies = cookies.slice(CLIENTS);
  const clientCookies = cookies.slice(0, CLIENTS);
  const clients = await inBatches(CLIENTS, CONNECT_CONCURRENCY, async (index) => {
    // Channel by index, instance by round of channels: each channel has clients on every instance.
    const client: Client = {
      channel: CHANNELS[index % CHANNELS.length] ?? 'general',
      instance: Math.floor(index / CHANNELS.length) % ports.length,
      socket: null,
      lastSeq: 0,
      arrivals: new Map(),
      received: [],
    };
    await connect(ports, client, clientCookies[index] ?? '');
    return client;
  });
  console.log(
    `${CLIENTS + SENDERS} members joined and ${CLIENTS} connected in ${((performance.now() - joinedAt) / 1_000).toFixed(1)} s`,
  );

  try {
    const load = await measureLoad(ports, senderCookies, clients);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.table({
      load: {
        'messages sent': load.sent,
        accepted: `${load.accepted} (${load.failed} failed)`,
        'accepted/s': load.perSecond.toFixed(1),
        deliveries: `${load.delivered}/${load.expected}`,
        missing: load.expected - load.delivered,
        duplicates: load.duplicates,
        p50: ms(load.p50),
        p99: ms(load.p99),
        'answered p50/p99': `${ms(percentile(load.answered, 0.5))} / ${ms(percentile(load.answered, 0.99))}`,
      },
    });

    const reconnects = await checkReconnect(ports, senderCookies[0] ?? '', clients, clientCookies);
    console.table(reconnects);
    const exact = reconnects.filter(
      (row) => row.received === row.expected && row.missing + row.duplicated + row.outOfOrder + row.unexpected === 0,
    ).length;
    console.log(
      `reconnect: ${exact}/${reconnects.length} clients received exactly what they missed, then the live ones, in order, once`,
    );
  } finally {
    clients.forEach((client) => client.socket?.close());
  }
}

withServices(run).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
