import type { Queryable } from '@mindset/service-kit';
import { eventsOnTopics, type StoredEvent } from './store';

/**
 * One read answers every request made while no read of its kind was on its way. A request never
 * joins a read already on its way: it waits for the next one, which starts after it was made, so
 * whatever its caller did before asking (registered a subscription, committed an event) is in
 * place when the read starts (docs/decisions/0176-shared-catch-up-reads.md).
 */
export class SharedRead<Request, Answer> {
  private queued: { request: Request; resolve: (answer: Answer) => void; reject: (error: unknown) => void }[] = [];
  private reading = false;

  constructor(
    private readonly read: (requests: Request[]) => Promise<Answer[]>,
    private readonly options: {
      /**
       * A read still unanswered after this long fails its requests and the next read starts: every
       * later request waits on this one, so one that never ends (a NATS flush whose answer was lost
       * with its connection) must not hold them all.
       */
      timeoutMs?: number;
      /**
       * How long the first request waits for others before a read starts: for work nobody waits
       * on (heartbeats), so thousands of sockets make a few statements a second, not thousands.
       */
      gatherMs?: number;
    } = {},
  ) {}

  ask(request: Request): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      this.queued.push({ request, resolve, reject });
      if (!this.reading) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.reading = true;
    const { timeoutMs = SHARED_READ_TIMEOUT_MS, gatherMs = 0 } = this.options;
    if (gatherMs > 0) await new Promise((resolve) => setTimeout(resolve, gatherMs));
    while (this.queued.length > 0) {
      const batch = this.queued.splice(0);
      try {
        const answers = await withTimeout(this.read(batch.map((each) => each.request)), timeoutMs);
        batch.forEach((each, index) => each.resolve(answers[index] as Answer));
      } catch (error) {
        batch.forEach((each) => each.reject(error));
      }
    }
    this.reading = false;
  }
}

/** Longer than a statement may run (10 s), so a slow read fails on its own timeout first. */
const SHARED_READ_TIMEOUT_MS = 15_000;

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`a shared live read took over ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, timedOut]).finally(() => clearTimeout(timer));
}

/** What one client missed: events on `topics` after `since`. */
export interface MissedRequest {
  topics: string[];
  since: number;
}

/**
 * The clients' catch-ups in one read of the outbox: every topic any of them follows, from the
 * oldest `since`, up to `upTo` (`relayed`: the relay's position, read in the same statement). Each
 * client gets its own topics after its own `since`, at most `limit`, oldest first. When the shared
 * read stopped at `sharedLimit` rows before a client's catch-up ended, that client's is read again
 * on its own, whole: every answer is exactly what `eventsOnTopics` would have given it.
 */
export async function eventsMissedBy(
  db: Queryable,
  requests: MissedRequest[],
  upTo: number | 'relayed',
  limit: number,
  sharedLimit: number,
): Promise<StoredEvent[][]> {
  const [only] = requests;
  if (requests.length === 1 && only) return [await eventsOnTopics(db, only.topics, only.since, upTo, limit)];
  const topics = [...new Set(requests.flatMap((request) => request.topics))];
  const since = Math.min(...requests.map((request) => request.since));
  const events = await eventsOnTopics(db, topics, since, upTo, sharedLimit);
  const complete = events.length < sharedLimit;
  return Promise.all(
    requests.map(async (request) => {
      const wanted = new Set(request.topics);
      const mine: StoredEvent[] = [];
      for (const event of events) {
        if (event.seq > request.since && wanted.has(event.topic)) mine.push(event);
        if (mine.length === limit) return mine;
      }
      return complete ? mine : eventsOnTopics(db, request.topics, request.since, upTo, limit);
    }),
  );
}
