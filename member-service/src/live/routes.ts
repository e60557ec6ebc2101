import { VOICE_ROOMS, type LiveServerMessage } from '@mindset/member-contract';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { sessionEndCloseCodes, sessionsEndedEvent, type SessionEndReason } from '../sessions/revocation';
import { hashToken, resolveSession, sessionCookieName } from '../sessions/sessions';
import { findSessionMembers, liveSessionsAmong } from '../sessions/store';
import { readPost } from '../posts/store';
import { REPLAY_LIMIT, replayThenLive, type LiveEvent } from './liveHub';
import { SharedRead } from './sharedRead';
import { mayFollowThread } from '../messages/store';
import { SIGN_IN_REQUIRED, type RouteContext } from '../http/context';
import { isConversation, visibleConversations } from '../chat/store';
import { connectionClosed, connectionOpened, connectionsSeen } from '../voice/store';
import { FEED_TOPIC, memberTopic, SESSIONS_TOPIC, PRESENCE_TOPIC } from './topics';
import { hiddenFromEach } from '../policy/store';
import type { MemberRow } from '../accounts/people';
import { text } from '../textRule';

export const LIVE_PATH = '/api/members/live';

/** Close codes (4000-4999 are the application's own). */
export const CLOSE_NOT_FROM_SITE = 4403;
export const CLOSE_SIGN_IN_REQUIRED = 4401;
export const CLOSE_TOO_MANY_MESSAGES = 4429;

/** A page subscribes a handful of times a minute; many more frames is a client to cut off. */
export const MAX_FRAMES_PER_WINDOW = 30;
const FRAME_WINDOW_MS = 10_000;

const MAX_TOPICS = 50;
/** A connection that does not answer a ping within this long is closed. */
const HEARTBEAT_MS = 30_000;
/**
 * Heartbeats' session checks and presence writes wait this long for others and go to the database
 * together: 5,000 sockets made over 300 statements a second one by one
 * (docs/decisions/0177-socket-reads-and-heartbeats-together.md).
 */
const HEARTBEAT_GATHER_MS = 1_000;

const topicText = text('A topic', { max: 80 });

const clientMessage = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('subscribe'),
    topics: z.array(topicText).min(1).max(MAX_TOPICS),
    /** The last event number this client saw: what came after it on these topics is sent first. */
    since: z.number().int().nonnegative().optional(),
  }),
  z.strictObject({ type: z.literal('unsubscribe'), topics: z.array(topicText).max(MAX_TOPICS) }),
]);

/** What the socket sends a page: the contract's shape. */
export type ServerMessage = LiveServerMessage;

/**
 * `/api/members/live`: one WebSocket per tab. The member subscribes to topics they may see and
 * receives each event once, in order; after a drop they subscribe again with the last number seen
 * (docs/decisions/0064-live-events.md).
 */
export function liveRoutes(app: FastifyInstance, context: RouteContext): void {
  const { config, database, live } = context;
  const allowedOrigins = new Set(config.allowedOrigins);

  /** Presence writes of closing sockets and heartbeats: the app waits for them before its database closes. */
  const closing = new Set<Promise<void>>();
  const untilDone = (work: Promise<void>) => {
    const done = work.finally(() => closing.delete(done));
    closing.add(done);
  };
  const sessionChecks = new SharedRead<string, boolean>(
    async (idHashes) => {
      const live = await liveSessionsAmong(database, [...new Set(idHashes)]);
      return idHashes.map((idHash) => live.has(idHash));
    },
    { gatherMs: HEARTBEAT_GATHER_MS },
  );
  // Sockets opening together (every client of a stopped instance reconnecting) find their
  // sessions and blocks in shared reads: one statement for all that asked while one was on its way.
  const sessionReads = new SharedRead(async (idHashes: string[]) => {
    const found = await findSessionMembers(database, [...new Set(idHashes)]);
    return idHashes.map((idHash) => found.get(idHash) ?? null);
  });
  const blockReads = new SharedRead(async (memberIds: string[]) => {
    const hidden = await hiddenFromEach(database, [...new Set(memberIds)]);
    return memberIds.map((memberId) => hidden.get(memberId) ?? new Set<string>());
  });
  const presenceBeats = new SharedRead<string, void>(
    async (connectionIds) => {
      await connectionsSeen(database, connectionIds);
      return connectionIds.map(() => undefined);
    },
    { gatherMs: HEARTBEAT_GATHER_MS },
  );

  /** This instance's sockets by the session that opened them, to close when it ends (on any instance). */
  const socketsBySession = new Map<string, Set<(reason: SessionEndReason) => void>>();
  const stopHearingEndedSessions = live.subscribe(SESSIONS_TOPIC, (event) => {
    const ended = sessionsEndedEvent.safeParse(event.data);
    if (!ended.success) return;
    for (const idHash of ended.data.sessions) socketsBySession.get(idHash)?.forEach((end) => end(ended.data.reason));
  });
  app.addHook('onClose', async () => {
    stopHearingEndedSessions();
    await Promise.allSettled([...closing]);
  });

  app.get(LIVE_PATH, { websocket: true, schema: { hide: true } }, (socket: WebSocket, request) => {
    /** Set when the session that opened this socket ended: nothing is sent after that, whatever is in flight. */
    let sessionEnded = false;
    const send = (message: ServerMessage) => {
      if (!sessionEnded && socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    // Watched from the upgrade on, before the session is read: a sign-out that lands while it is
    // read still closes this socket (one that landed before is found by the read itself).
    const token = request.cookies[sessionCookieName(config)];
    const sessionHash = token && token.length <= 100 ? hashToken(token) : null;
    const endSession = (reason: SessionEndReason, code = sessionEndCloseCodes[reason]) => {
      if (sessionEnded) return;
      sessionEnded = true;
      socket.close(code, reason);
    };
    if (sessionHash) {
      let sockets = socketsBySession.get(sessionHash);
      if (!sockets) {
        sockets = new Set();
        socketsBySession.set(sessionHash, sockets);
      }
      sockets.add(endSession);
    }
    const forgetSocket = () => {
      if (!sessionHash) return;
      const sockets = socketsBySession.get(sessionHash);
      sockets?.delete(endSession);
      if (sockets?.size === 0) socketsBySession.delete(sessionHash);
    };
    const unsubscribes = new Map<string, () => void>();
    /**
     * Usernames with a block between them and this member, either way: the policy leaves out every
     * event they wrote at the moment it is delivered (read again when blocks change).
     */
    let hidden = new Set<string>();
    /** The newest number sent: events reach a socket in number order, each once. */
    let newestSent = 0;
    const sendEvent = (event: LiveEvent) => {
      newestSent = Math.max(newestSent, event.seq);
      const { author, frame } = framed(event);
      if (!hidden.has(author ?? '') && !sessionEnded && socket.readyState === socket.OPEN) {
        socket.send(frame, TEXT_FRAME);
      }
    };
    /** While missed events are read, live ones for this socket wait here, to go out after them. */
    let waiting: LiveEvent[] | null = null;
    /**
     * While the blocks and follows are read again after a change, later events wait here: they go
     * out under the new policy, so a comment by someone who just blocked this member, published
     * right after the block, is never delivered on the old one.
     */
    let heldForPolicy: LiveEvent[] | null = null;
    const onLiveEvent = (event: LiveEvent) => {
      if (waiting) waiting.push(event);
      else if (heldForPolicy) heldForPolicy.push(event);
      else if (event.seq > newestSent) sendEvent(event);
    };
    // Messages can arrive before the session is read: they wait for it rather than being lost.
    const session =
      request.headers.origin && allowedOrigins.has(request.headers.origin)
        ? resolveSession(database, config, request, (idHash) => sessionReads.ask(idHash))
        : Promise.resolve('not-from-site' as const);

    let alive = true;
    const beat = () => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
      // A session can also end with no event (it expired, or a sign-in on its browser replaced it).
      if (sessionHash && presence) {
        untilDone(
          sessionChecks.ask(sessionHash).then((isLive) => {
            if (!isLive && !sessionEnded) {
              sessionEnded = true;
              socket.close(CLOSE_SIGN_IN_REQUIRED, SIGN_IN_REQUIRED);
            }
          }, logFailure('session check failed')),
        );
      }
    };
    // Sockets open in bursts (a page load, every client of a stopped instance reconnecting): each
    // one's first beat falls somewhere in the first interval, so their session checks and presence
    // writes spread out instead of reaching the database together every 30 s.
    let heartbeat = setTimeout(() => {
      beat();
      heartbeat = setInterval(beat, HEARTBEAT_MS);
    }, Math.random() * HEARTBEAT_MS);
    /** The event number "ready" gave, until the first subscription uses it. */
    let readySeq: number | null = null;
    /** Set once the member is known: this connection counts for their presence until it closes. */
    let presence: { connectionId: string; memberId: string; opened: Promise<void> } | null = null;
    const logFailure = (what: string) => (error: unknown) => request.log.error({ err: error }, what);
    socket.on('pong', () => {
      alive = true;
      if (presence) untilDone(presenceBeats.ask(presence.connectionId).catch(logFailure('presence heartbeat failed')));
    });
    socket.on('close', () => {
      clearInterval(heartbeat);
      forgetSocket();
      unsubscribes.forEach((unsubscribe) => unsubscribe());
      unsubscribes.clear();
      if (presence) {
        const { connectionId, memberId, opened } = presence;
        // After the opening is recorded, so a quick close cannot leave its row behind.
        untilDone(
          opened
            .then(() => connectionClosed(database, live, connectionId, memberId))
            .catch(logFailure('presence close failed')),
        );
      }
    });

    const mayFollow = async (member: MemberRow, topic: string): Promise<boolean> => {
      const memberId = member.id;
      if (topic === FEED_TOPIC || topic === PRESENCE_TOPIC || topic === memberTopic(memberId)) return true;
      const room = /^voice:([a-z]{1,20})$/.exec(topic)?.[1];
      if (room !== undefined) return (VOICE_ROOMS as readonly string[]).includes(room);
      const conversation = /^chat:([a-z-]{1,40})$/.exec(topic)?.[1];
      if (conversation !== undefined) {
        return isConversation(conversation) && visibleConversations(member.role).includes(conversation);
      }
      const postId = /^post:([A-Za-z0-9-]{1,64})$/.exec(topic)?.[1];
      if (postId !== undefined) return (await readPost(database, memberId, postId)) !== null;
      const threadId = /^dm:([A-Za-z0-9-]{1,64})$/.exec(topic)?.[1];
      return threadId !== undefined && (await mayFollowThread(database, memberId, threadId));
    };

    const handle = async (raw: string) => {
      const resolved = await session;
      if (resolved === 'not-from-site' || resolved === null) return;
      let parsed: z.infer<typeof clientMessage>;
      try {
        parsed = clientMessage.parse(JSON.parse(raw));
      } catch {
        send({ type: 'error', error: 'That message is not one this connection understands.' });
        return;
      }
      // The first subscription starts where "ready" said the stream was, so nothing published in
      // between (the member's own "online", say) is lost; later ones start from now.
      const since = parsed.type === 'subscribe' ? (parsed.since ?? readySeq ?? undefined) : undefined;
      if (parsed.type === 'subscribe') readySeq = null;
      if (parsed.type === 'unsubscribe') {
        for (const topic of parsed.topics) {
          unsubscribes.get(topic)?.();
          unsubscribes.delete(topic);
        }
        return;
      }
      const accepted: string[] = [];
      const refused: string[] = [];
      for (const topic of new Set(parsed.topics)) {
        if (unsubscribes.has(topic)) accepted.push(topic);
        else if (unsubscribes.size < MAX_TOPICS && (await mayFollow(resolved.member, topic))) accepted.push(topic);
        else refused.push(topic);
      }
      // Missed events first, then live ones, merged in number order with none twice: the hub's
      // subscribers registered before the read get everything the read does not.
      const fresh = accepted.filter((topic) => !unsubscribes.has(topic));
      const replaying = since !== undefined && fresh.length > 0;
      if (replaying) waiting ??= [];
      for (const topic of fresh) unsubscribes.set(topic, live.subscribe(topic, onLiveEvent));
      if (replaying) {
        let missed: LiveEvent[];
        try {
          missed = await live.missed(fresh, since);
        } catch (error) {
          // A catch-up that failed leaves a gap only a new connection can fill: the page
          // reconnects and asks again from the same number.
          waiting = null;
          request.log.error({ err: error }, 'live catch-up failed');
          socket.close(1011, 'Try again in a moment.');
          return;
        }
        const buffered = waiting ?? [];
        waiting = null;
        if (missed.length === REPLAY_LIMIT) send({ type: 'resync', topics: fresh });
        replayThenLive(missed, buffered, newestSent, since).forEach(sendEvent);
      }
      // The answer says the topics are registered: an event published once the page has it
      // arrives, so a screen that read before subscribing reads again then and misses nothing.
      if (fresh.length > 0 && !replaying) await live.subscriptionsInPlace();
      send({ type: 'subscribed', topics: accepted, refused, seq: await live.newestSeq() });
    };

    let windowStartedAt = Date.now();
    let framesInWindow = 0;
    socket.on('message', (data: Buffer) => {
      if (Date.now() - windowStartedAt > FRAME_WINDOW_MS) {
        windowStartedAt = Date.now();
        framesInWindow = 0;
      }
      framesInWindow += 1;
      if (framesInWindow > MAX_FRAMES_PER_WINDOW) {
        if (socket.readyState === socket.OPEN) {
          socket.close(CLOSE_TOO_MANY_MESSAGES, 'Too many messages on this connection; reconnect in a moment.');
        }
        return;
      }
      handle(data.toString('utf8')).catch((error: unknown) => {
        request.log.error({ err: error }, 'live message failed');
        send({ type: 'error', error: 'Something went wrong on our side. Please try again in a moment.' });
      });
    });

    void session.then(
      (resolved) => {
        if (resolved === 'not-from-site') {
          socket.close(CLOSE_NOT_FROM_SITE, 'This connection did not come from the site.');
        } else if (resolved === null) {
          send({ type: 'error', error: SIGN_IN_REQUIRED });
          socket.close(CLOSE_SIGN_IN_REQUIRED, SIGN_IN_REQUIRED);
        } else {
          const readBlocked = async () => {
            hidden = await blockReads.ask(resolved.member.id);
          };
          /** A topic this member may no longer follow (a block, an unfollow) is left at once. */
          const leaveTopicsNoLongerAllowed = async () => {
            for (const topic of [...unsubscribes.keys()]) {
              if (topic.startsWith('internal:') || (await mayFollow(resolved.member, topic))) continue;
              unsubscribes.get(topic)?.();
              unsubscribes.delete(topic);
            }
          };
          /** Policy reads on their way: events are held until the last one has answered. */
          let policyReads = 0;
          const readPolicyAgain = () => {
            policyReads += 1;
            heldForPolicy ??= [];
            Promise.all([readBlocked(), leaveTopicsNoLongerAllowed()]).then(
              () => {
                policyReads -= 1;
                if (policyReads > 0) return;
                const held = heldForPolicy ?? [];
                heldForPolicy = null;
                held.filter((event) => unsubscribes.has(event.topic)).forEach(onLiveEvent);
              },
              (error: unknown) => {
                // Without the new blocks nothing held may go out: the page reconnects and reads them.
                request.log.error({ err: error }, 'reading blocks failed');
                socket.close(1011, 'Try again in a moment.');
              },
            );
          };
          // A block or an unfollow, in this tab, another tab or by the other member, applies here too.
          unsubscribes.set(
            `internal:${memberTopic(resolved.member.id)}`,
            live.subscribe(memberTopic(resolved.member.id), (event) => {
              const kind = liveEventKind.safeParse(event.data).data?.kind;
              if (kind === 'blocks.changed' || kind === 'follows.changed') readPolicyAgain();
            }),
          );
          Promise.all([readBlocked(), live.newestSeq()]).then(
            ([, newest]) => {
              readySeq = newest;
              send({ type: 'ready', seq: readySeq });
              if (socket.readyState !== socket.OPEN) return;
              const connectionId = randomUUID();
              const memberId = resolved.member.id;
              const opened = connectionOpened(database, live, connectionId, memberId).catch(
                logFailure('presence open failed'),
              );
              presence = { connectionId, memberId, opened };
            },
            (error: unknown) => {
              request.log.error({ err: error }, 'reading blocks failed');
              socket.close(1011, 'Try again in a moment.');
            },
          );
        }
      },
      (error: unknown) => {
        request.log.error({ err: error }, 'live session read failed');
        socket.close(1011, 'Try again in a moment.');
      },
    );
  });
}

const liveEventKind = z.object({ kind: z.string() });
const authored = z.object({ author: z.object({ username: z.string() }) });
const someone = z.object({ username: z.string() });
const eventAuthors = z.object({
  post: authored.optional(),
  comment: authored.optional(),
  message: authored.optional(),
  /** A voice signal's sender. */
  from: z.string().optional(),
  /** Who came online or went offline. */
  person: someone.optional(),
  /** Who joined a voice room. */
  participant: someone.optional(),
  /** Who is typing, or left a voice room. */
  username: z.string().optional(),
});

/** An event's frame is sent as the text it encodes (a page reads text frames), not as binary. */
const TEXT_FRAME = { binary: false } as const;

/**
 * An event's author and its frame, worked out once for every socket it goes to: one event object
 * reaches all of an instance's sockets on its topic (and every replay sharing a read), and parsing
 * and serialising it per socket was most of a delivery's cost. The frame is encoded to bytes once
 * too: a string is encoded again by every socket's write.
 */
const framedEvents = new WeakMap<LiveEvent, { author: string | undefined; frame: Buffer }>();
function framed(event: LiveEvent): { author: string | undefined; frame: Buffer } {
  let known = framedEvents.get(event);
  if (!known) {
    const message: ServerMessage = { type: 'event', ...event };
    known = { author: authorOfEvent(event.data), frame: Buffer.from(JSON.stringify(message), 'utf8') };
    framedEvents.set(event, known);
  }
  return known;
}

/**
 * Who wrote or did what an event carries (a post, a comment, a message, a signal, being online,
 * typing, a voice room), to leave out what a hidden member wrote or did.
 */
function authorOfEvent(data: unknown): string | undefined {
  const payload = eventAuthors.safeParse(data).data;
  return (
    payload?.post?.author.username ??
    payload?.comment?.author.username ??
    payload?.message?.author.username ??
    payload?.from ??
    payload?.person?.username ??
    payload?.participant?.username ??
    payload?.username
  );
}
