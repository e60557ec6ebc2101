import type { Queryable } from '@mindset/service-kit';
import { eventsAfter, newestEventNumber, transactionHorizon, transactionsEndedBelow, type OutboxRow } from './store';

/**
 * Reads the outbox strictly in number order, never past a number still in flight.
 *
 * Numbers are taken at insert and rows appear at commit, so a later number can be visible while
 * an earlier one is not yet. Rather than hand the later one out first (and the earlier one out of
 * order, or never), the reader stops at the gap and notes the newest transaction id that could
 * hold the missing number; once every transaction below it has ended (the snapshot's xmin has
 * passed it), a number still missing was rolled back and is skipped. So what it hands out is
 * final and ordered: everything at or below `position` has gone out or never will exist.
 */
export class OutboxReader {
  /** The highest number handed out; nothing at or below it will ever appear. */
  position = 0;
  /** A gap waiting on open transactions: the first number seen after it, and the xid horizon. */
  private gap: { before: number; xmax: string } | null = null;
  /** Missing numbers below this are known to be rolled back. */
  private resolvedBelow = 0;

  constructor(
    /** The pool, or the relay's own connection (docs/decisions/0175-relay-on-its-own-connection.md). */
    private readonly database: Queryable,
    private readonly batch = 1_000,
  ) {}

  /** Starts after `from`, or after the newest row when not given. */
  async init(from?: number): Promise<void> {
    this.position = from ?? (await newestEventNumber(this.database));
    this.gap = null;
    this.resolvedBelow = 0;
  }

  /** Rows that may go out now, oldest first; `blocked` when a gap waits on an open transaction. */
  async next(): Promise<{ rows: OutboxRow[]; blocked: boolean; more: boolean }> {
    if (this.gap) {
      if (await transactionsEndedBelow(this.database, this.gap.xmax)) {
        this.resolvedBelow = this.gap.before;
        this.gap = null;
      }
    }
    const found = await eventsAfter(this.database, this.position, this.batch);
    const rows: OutboxRow[] = [];
    for (const row of found) {
      const seq = row.seq;
      if (seq !== this.position + 1 && seq > this.resolvedBelow) {
        if (!this.gap) {
          // Taken after the read: a later horizon is a safe one (it waits a little longer at most).
          this.gap = { before: seq, xmax: await transactionHorizon(this.database) };
        }
        return { rows, blocked: true, more: false };
      }
      this.position = seq;
      rows.push(row);
    }
    return { rows, blocked: false, more: found.length === this.batch };
  }
}

/** How long a blocked reader waits before looking at the gap again. */
const GAP_RETRY_MS = 5;

/**
 * Runs `step` whenever woken, again at once while it says there is more, and every `idleMs`
 * anyway (a wake-up can be missed: a writer on another instance, a dropped connection).
 */
export class Pump {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly step: () => Promise<'more' | 'blocked' | 'idle'>,
    private readonly idleMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.run().finally(() => {
      this.running = null;
    });
  }

  /** Resolves after a pass that started after the call (everything committed before it is read). */
  async settle(): Promise<void> {
    this.wake();
    while (this.running && !this.stopped) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private async run(): Promise<void> {
    let outcome: 'more' | 'blocked' | 'idle' = 'idle';
    do {
      this.again = false;
      try {
        outcome = await this.step();
      } catch (error) {
        this.onError(error);
        outcome = 'idle';
        break;
      }
    } while (!this.stopped && (this.again || outcome === 'more'));
    if (this.stopped) return;
    this.timer = setTimeout(() => this.wake(), outcome === 'blocked' ? GAP_RETRY_MS : this.idleMs);
    this.timer.unref();
  }
}
