// What a notice from payment-service says to the member, and who may send one: no SQL here.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MemberNotice } from '@mindset/member-contract';
import type { Notice } from '../notifications/notifier';

export const NOTICES_SECRET_REFUSED = 'This route takes notices from payment-service only, with its secret.';

/** Where contest receipts and results open: the contests page lists the member's entries and each draw. */
export const CONTESTS_LINK = '/events';

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether `authorization` is `Bearer <secret>`. Both sides are hashed first, so the comparison takes
 * the same time whatever the length or the first wrong character of what was sent.
 */
export function carriesSecret(authorization: string | undefined, secret: string): boolean {
  const given = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(sha256(given), sha256(secret));
}

const entriesIn = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

/** The notification a notice becomes: from nobody (a contest, not a person), to its member. */
export function noticeToTell(notice: MemberNotice): Notice {
  const excerpt =
    notice.kind === 'contest_entry'
      ? `${entriesIn(notice.entries)} in round ${notice.round} of the ${notice.contest}. Your reference: ${notice.reference}.`
      : notice.won
        ? `You won round ${notice.round} of the ${notice.contest}! We will email you about your prize.`
        : `Round ${notice.round} of the ${notice.contest} has been drawn. Your entry was not picked this time.`;
  return {
    kind: notice.kind,
    actor: null,
    candidates: [notice.memberId],
    subjectId: notice.key,
    link: CONTESTS_LINK,
    excerpt,
  };
}
