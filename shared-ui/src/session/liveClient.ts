import type { LiveServerMessage } from '@mindset/member-contract';
import { MEMBER_API } from './memberClient';
import { onSignOut, sessionEndCloseCodes } from './sessionEnd';
import { sessionEndedElsewhere, useSessionStore } from './sessionStore';

/** One event from `/api/members/live` (member-service docs/decisions/0064-live-events.md). */
export interface LiveEvent {
  seq: number;
  topic: string;
  data: unknown;
}

export interface LiveSubscription {
  topics: string[];
  onEvent: (event: LiveEvent) => void;
  /** Events were missed beyond what the service replays: reload what the screen shows. */
  onResync?: () => void;
  /**
   * The service has every topic of this subscription registered for this page (on the first
   * connection and again after each reconnection): whatever is published from now on arrives, so a
   * screen that read before subscribing reads again here to catch what fell in between. A service
   * that does not acknowledge never calls it (docs/decisions/0130-live-acknowledgement-and-collab-query-cache.md).
   */
  onSubscribed?: () => void;
}

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** Numbers remembered to drop an event that arrives twice (live and replayed). */
const SEEN_LIMIT = 1_000;

const subscriptions = new Set<LiveSubscription>();
let socket: WebSocket | null = null;
let lastSeq: number | null = null;
let retryMs = RETRY_MIN_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const seen = new Set<number>();
/** Subscribe messages sent on this connection and not yet acknowledged, oldest first. */
let unacknowledged: Set<string>[] = [];
/** Per subscription: the subscribe messages carrying its topics that the service has yet to acknowledge. */
const awaiting = new Map<LiveSubscription, Set<Set<string>>>();
/** The contract's schemas, loaded with the first subscription (a guest never opens a socket). */
let wire: typeof import('./memberWire') | null = null;

function wantedTopics(): string[] {
  return [...new Set([...subscriptions].flatMap((subscription) => subscription.topics))];
}

/**
 * `since` only after a reconnect: a topic added while connected starts from now. `waiting` are the
 * subscriptions told once the service acknowledges this message.
 */
function sendSubscribe(topics: string[], waiting: Iterable<LiveSubscription>, since: number | null = null) {
  if (socket?.readyState !== WebSocket.OPEN || topics.length === 0) return;
  const request = new Set(topics);
  unacknowledged.push(request);
  for (const subscription of waiting) {
    if (subscription.onSubscribed) awaiting.set(subscription, (awaiting.get(subscription) ?? new Set()).add(request));
  }
  socket.send(JSON.stringify({ type: 'subscribe', topics, ...(since === null ? {} : { since }) }));
}

/**
 * The service registered (or refused) the topics of one subscribe message. Acknowledgements carry
 * no id: the oldest message with exactly these topics is the one answered (an earlier answer for
 * the same topics only ever makes a subscription wait longer, never less).
 */
function acknowledge(message: Extract<LiveServerMessage, { type: 'subscribed' }>) {
  const answered = new Set([...message.topics, ...message.refused]);
  const index = unacknowledged.findIndex(
    (request) => request.size === answered.size && [...request].every((topic) => answered.has(topic)),
  );
  const [request] = index === -1 ? [] : unacknowledged.splice(index, 1);
  if (!request) return;
  awaiting.forEach((requests, subscription) => {
    if (!requests.delete(request) || requests.size > 0) return;
    awaiting.delete(subscription);
    subscription.onSubscribed?.();
  });
}

function deliver(message: Extract<LiveServerMessage, { type: 'event' }>) {
  if (seen.has(message.seq)) return;
  seen.add(message.seq);
  if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value as number);
  lastSeq = Math.max(lastSeq ?? 0, message.seq);
  const event = { seq: message.seq, topic: message.topic, data: message.data };
  subscriptions.forEach((subscription) => {
    if (subscription.topics.includes(message.topic)) subscription.onEvent(event);
  });
}

function open() {
  if (socket || subscriptions.size === 0 || typeof WebSocket === 'undefined') return;
  if (!wire) {
    void import('./memberWire').then((loaded) => {
      wire = loaded;
      open();
    });
    return;
  }
  const { parseLiveServerMessage } = wire;
  const url = new URL(`${MEMBER_API}/live`, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const current = new WebSocket(url);
  socket = current;
  current.addEventListener('message', (raw) => {
    let json: unknown;
    try {
      json = JSON.parse(String(raw.data));
    } catch {
      return;
    }
    // A message of a shape this page does not know is left out, never guessed at.
    const message = parseLiveServerMessage(json);
    if (!message) return;
    if (message.type === 'ready') {
      retryMs = RETRY_MIN_MS;
      // A first connection starts from now; a reconnection asks for what came after the last event seen.
      sendSubscribe(wantedTopics(), subscriptions, lastSeq);
      lastSeq ??= message.seq;
    } else if (message.type === 'subscribed') {
      acknowledge(message);
    } else if (message.type === 'event') {
      deliver(message);
    } else if (message.type === 'resync') {
      subscriptions.forEach((subscription) => {
        if (subscription.topics.some((topic) => message.topics.includes(topic))) subscription.onResync?.();
      });
    }
  });
  current.addEventListener('close', (closed) => {
    if (socket !== current) return;
    socket = null;
    forgetRequests();
    // The session was revoked (signed out here or elsewhere, password changed, account closed).
    const ended = sessionEndCloseCodes[closed.code];
    if (ended) {
      sessionEndedElsewhere(ended);
      return;
    }
    // No session (4401: ask whether it ended) or refused as not from the site (4403): trying again cannot help.
    if (closed.code === 4401 && useSessionStore.getState().status === 'member')
      void useSessionStore.getState().refresh();
    if (closed.code === 4401 || closed.code === 4403 || subscriptions.size === 0) return;
    retryTimer = setTimeout(open, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  });
}

/** A closed connection answers nothing more: the next one subscribes everything again. */
function forgetRequests() {
  unacknowledged = [];
  awaiting.clear();
}

/** The connection belonged to the session that ended: nothing of it carries over to whoever signs in next. */
function forgetConnection() {
  clearTimeout(retryTimer);
  const current = socket;
  socket = null;
  forgetRequests();
  current?.close(1000, 'Signed out.');
  lastSeq = null;
  retryMs = RETRY_MIN_MS;
  seen.clear();
}
onSignOut(forgetConnection);

/**
 * Live events for a signed-in member: one WebSocket per tab, shared by every subscription, opened
 * on the first and closed after the last. After a drop it connects again and asks for what it
 * missed; an event never arrives twice. Returns the unsubscribe function.
 */
export function subscribeLive(subscription: LiveSubscription): () => void {
  subscriptions.add(subscription);
  if (socket) sendSubscribe(subscription.topics, [subscription]);
  else open();
  return () => {
    subscriptions.delete(subscription);
    awaiting.delete(subscription);
    const stillWanted = new Set(wantedTopics());
    const dropped = subscription.topics.filter((topic) => !stillWanted.has(topic));
    if (socket?.readyState === WebSocket.OPEN && dropped.length > 0) {
      socket.send(JSON.stringify({ type: 'unsubscribe', topics: dropped }));
    }
    if (subscriptions.size === 0) {
      clearTimeout(retryTimer);
      socket?.close(1000, 'No screen is listening.');
      socket = null;
      forgetRequests();
      // The next screen loads its data afresh: nothing to catch up on.
      lastSeq = null;
      seen.clear();
    }
  };
}
