import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '@mindset/service-kit';
import { NOTIFICATION_KINDS, type NotificationKind } from '@mindset/member-contract';
import { unsubscribeKey } from './store';

export const UNSUBSCRIBE_PATH = '/api/members/notifications/unsubscribe';

/** What one link stops: one kind's email, or the digest (docs/decisions/0140-digests.md). */
export type UnsubscribeTopic = NotificationKind | 'digest';
const TOPICS: readonly string[] = [...NOTIFICATION_KINDS, 'digest'];

/**
 * One-click unsubscribe links (RFC 8058): the token names the member and the kind (or the digest) and is signed
 * with a key the database holds, so it works without signing in and cannot be made for another.
 */
export class UnsubscribeLinks {
  private key: Promise<string> | null = null;

  constructor(
    private readonly database: Database,
    private readonly siteUrl: string,
  ) {}

  /** Read through `db`: inside a transaction that is the transaction (PGlite has one connection). */
  private secret(db: Queryable = this.database): Promise<string> {
    this.key ??= unsubscribeKey(db).catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }

  async url(tx: Queryable, memberId: string, kind: UnsubscribeTopic): Promise<string> {
    const payload = Buffer.from(`${memberId}\n${kind}`).toString('base64url');
    const signature = createHmac('sha256', await this.secret(tx))
      .update(payload)
      .digest('base64url');
    return `${this.siteUrl}${UNSUBSCRIBE_PATH}?token=${payload}.${signature}`;
  }

  /** The member and kind a token names, or null when it was not made here. */
  async read(token: string): Promise<{ memberId: string; kind: UnsubscribeTopic } | null> {
    const [payload = '', signature = ''] = token.split('.');
    const expected = createHmac('sha256', await this.secret())
      .update(payload)
      .digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const [memberId, kind] = Buffer.from(payload, 'base64url').toString('utf8').split('\n');
    if (!memberId || !TOPICS.includes(kind ?? '')) return null;
    return { memberId, kind: kind as UnsubscribeTopic };
  }
}
