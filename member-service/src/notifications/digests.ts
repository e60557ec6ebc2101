import type { Database } from '@mindset/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { enqueueMail } from '../mail/outbox';
import { digestMail } from './mail';
import { BELL_ITEMS, DIGEST_ITEMS, digestPeriod, groupNotifications } from './rules';
import { claimDigest, membersDueForDigest, recordDigest, unreadSinceLastCame, type DigestMember } from './store';
import type { UnsubscribeLinks } from './unsubscribe';

/** Members read per page of a run. */
const PAGE = 200;
/** Rows read for one digest: grouping folds many likes into one item. */
const ROWS_READ = BELL_ITEMS * 8;

export interface DigestRun {
  /** Digests queued in the outbox by this run. */
  queued: number;
  /** Members whose period had nothing new: done, nothing sent. */
  empty: number;
  /** Members another run (another instance, an earlier try) had already done. */
  taken: number;
  failed: number;
}

/** One member's digest could not be written; the run's other members went on. */
export class DigestsFailed extends Error {}

/**
 * The daily and weekly digests (docs/decisions/0140-digests.md). A run may be repeated and may run
 * on every instance at once: each member's digest for a period is claimed by its row in `digests`,
 * written in the transaction that queues its mail, so it is queued once; the outbox then sends it
 * once, retrying a server that is down.
 */
export class Digests {
  constructor(
    private readonly database: Database,
    private readonly unsubscribe: UnsubscribeLinks,
    private readonly siteUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Every member due at `now`; throws `DigestsFailed` after the run when any member failed, so the job is retried. */
  async run(now = new Date()): Promise<DigestRun> {
    const periods = { day: digestPeriod('daily', now).key, week: digestPeriod('weekly', now).key };
    const run: DigestRun = { queued: 0, empty: 0, taken: 0, failed: 0 };
    let after = '';
    for (;;) {
      const due = await membersDueForDigest(this.database, periods, after, PAGE);
      for (const member of due) {
        try {
          run[await this.digestOf(member, now)] += 1;
        } catch (error) {
          run.failed += 1;
          this.log.error({ err: error, memberId: member.id }, 'digest not written; the next run tries again');
        }
      }
      if (due.length < PAGE) break;
      after = due.at(-1)?.id ?? after;
    }
    if (run.queued > 0 || run.failed > 0) this.log.info(run, 'digests run');
    if (run.failed > 0) throw new DigestsFailed(`${run.failed} digests were not written`);
    return run;
  }

  private async digestOf(member: DigestMember, now: Date): Promise<'queued' | 'empty' | 'taken'> {
    const period = digestPeriod(member.digest, now);
    return this.database.transaction(async (tx) => {
      if (!(await claimDigest(tx, member.id, period.key))) return 'taken';
      const rows = await unreadSinceLastCame(tx, member.id, {
        period: period.key,
        periodSeconds: period.seconds,
        limit: ROWS_READ,
      });
      const items = groupNotifications(rows);
      // Nothing new: the period is done (its row stays) and nothing is sent.
      if (items.length === 0) return 'empty';
      const listed = items.slice(0, DIGEST_ITEMS);
      const mail = digestMail({
        to: member.email,
        recipientName: member.name,
        frequency: member.digest,
        items: listed.map((item) => ({ text: item.text, excerpt: item.excerpt, url: `${this.siteUrl}${item.link}` })),
        more: items.length - listed.length,
        siteUrl: this.siteUrl,
        unsubscribeUrl: await this.unsubscribe.url(tx, member.id, 'digest'),
      });
      const outboxId = await enqueueMail(tx, {
        ...mail,
        memberId: member.id,
        dedupeKey: `digest:${member.id}:${period.key}`,
      });
      await recordDigest(tx, member.id, period.key, items.length, outboxId);
      return 'queued';
    });
  }
}
