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
}

type ServerMessage =
  | { type: 'ready'; seq: number }
  | { type: 'subscribed'; topics: string[]; refused: string[]; seq: number }
  | { type: 'event'; seq: number; topic: string; data: unknown }
  | { type: 'resync'; topics: string[] }
  | { type: 'error'; error: string };

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

function wantedTopics(): string[] {
  return [...new Set([...subscriptions].flatMap((subscription) => subscription.topics))];
}

/** `since` only after a reconnect: a topic added while connected starts from now. */
function sendSubscribe(topics: string[], since: number | null = null) {
  if (socket?.readyState !== WebSocket.OPEN || topics.length === 0) return;
  socket.send(JSON.stringify({ type: 'subscribe', topics, ...(since === null ? {} : { since }) }));
}

function deliver(message: Extract<ServerMessage, { type: 'event' }>) {
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
  const url = new URL(`${MEMBER_API}/live`, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const current = new WebSocket(url);
  socket = current;
  current.addEventListener('message', (raw) => {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(raw.data)) as ServerMessage;
    } catch {
      return;
    }
    if (message.type === 'ready') {
      retryMs = RETRY_MIN_MS;
      // A first connection starts from now; a reconnection asks for what came after the last event seen.
      sendSubscribe(wantedTopics(), lastSeq);
      lastSeq ??= message.seq;
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

/** The connection belonged to the session that ended: nothing of it carries over to whoever signs in next. */
function forgetConnection() {
  clearTimeout(retryTimer);
  const current = socket;
  socket = null;
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
  if (socket) sendSubscribe(subscription.topics);
  else open();
  return () => {
    subscriptions.delete(subscription);
    const stillWanted = new Set(wantedTopics());
    const dropped = subscription.topics.filter((topic) => !stillWanted.has(topic));
    if (socket?.readyState === WebSocket.OPEN && dropped.length > 0) {
      socket.send(JSON.stringify({ type: 'unsubscribe', topics: dropped }));
    }
    if (subscriptions.size === 0) {
      clearTimeout(retryTimer);
      socket?.close(1000, 'No screen is listening.');
      socket = null;
      // The next screen loads its data afresh: nothing to catch up on.
      lastSeq = null;
      seen.clear();
    }
  };
}
