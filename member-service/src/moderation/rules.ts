import { randomUUID } from 'node:crypto';
import type { Queryable } from '@mindset/service-kit';
import type { Role } from '@mindset/member-contract';
import { authorOf, type MemberRow } from '../accounts/people';
import type { LiveHub } from '../live/liveHub';
import { memberTopic, threadTopic } from '../live/topics';
import { insertMessage, openThread, type MessageView } from '../messages/store';
import type { Notifier } from '../notifications/notifier';
import { excerptOf, linkTo } from '../notifications/rules';
import { isOwner } from '../policy/policy';
import { blockBetween } from '../policy/store';

// The moderation concept's rules: who may act on whom, and what an author is told.

export const STAFF_ONLY = 'Only moderators and the owner can use the studio.';
export const OWNER_ONLY = 'Only the owner can do this.';
export const NO_SUCH_COMMENT = 'That comment is not there.';
export const CANNOT_ACT_ON = 'You cannot do this to that member.';
export const SUSPENSION_IN_PAST = 'Choose a time after now for the suspension to end.';

/** Where a moderation notification opens when there is no conversation to open: the community, which a suspended member still reads. */
export const COMMUNITY_LINK = '/community';

/**
 * Moderators act on members; the owner acts on anyone but themselves. Nobody sanctions themselves,
 * a moderator never another moderator or the owner, and the owner is never suspended or banned.
 */
export function mayActOn(actor: { id: string; role: Role }, target: { id: string; role: Role }): boolean {
  if (actor.id === target.id || target.role === 'owner') return false;
  return isOwner(actor.role) || target.role === 'member';
}

/** An outcome's words in the bell: the whole notice, reason (at most 500 characters) included. */
const OUTCOME_EXCERPT = 700;

const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** What the author of a removed post or comment reads, in a message from the moderator. */
function removalNotice(kind: 'post' | 'comment', text: string, reason: string): string {
  const what = text.trim() ? `Your ${kind} “${excerpt(text.trim())}”` : `Your ${kind}`;
  return `${what} was removed by a moderator. Reason: ${reason}`;
}

/**
 * Tells a member something as a direct message from the moderator who acted, in the action's
 * transaction: it lands in their inbox live, where they can answer. Answers the conversation's id,
 * where the moderation notification opens.
 */
async function tellMember(
  tx: Queryable,
  live: LiveHub,
  moderator: MemberRow,
  memberId: string,
  text: string,
): Promise<string> {
  const threadId = await openThread(tx, randomUUID(), moderator.id, memberId);
  const id = randomUUID();
  const createdAt = await insertMessage(tx, { id, threadId, authorId: moderator.id, body: text });
  const message: MessageView = {
    id,
    threadId,
    author: authorOf(moderator),
    text,
    createdAt: createdAt.toISOString(),
  };
  await live.publish(tx, threadTopic(threadId), { kind: 'message.created', message });
  await live.publish(tx, memberTopic(memberId), { kind: 'message.unread', threadId, message });
  return threadId;
}

/**
 * Tells a member a moderation outcome in the bell (and by email, per their choice), in the action's
 * transaction: from the moderators, not a person, so a block of the moderator does not hold it back
 * (docs/decisions/0123-moderation-notifications.md). Answers how many emails were queued.
 */
export async function tellOutcome(
  tx: Queryable,
  notifier: Notifier,
  memberId: string,
  outcome: { subjectId: string | null; link: string; text: string },
): Promise<number> {
  const told = await notifier.notify(tx, {
    kind: 'moderation',
    actor: null,
    candidates: [memberId],
    subjectId: outcome.subjectId,
    link: outcome.link,
    excerpt: excerptOf(outcome.text, OUTCOME_EXCERPT),
  });
  return told.emails;
}

/**
 * Tells the author of a removed post or comment why: a message from the moderator and a moderation
 * notification that opens it. Across a block the conversation is gone for both, so the notification
 * (which says the reason itself) opens the community instead. Answers how many emails were queued.
 */
export async function tellRemoval(
  tx: Queryable,
  live: LiveHub,
  notifier: Notifier,
  moderator: MemberRow,
  removed: { kind: 'post' | 'comment'; id: string; authorId: string; text: string; reason: string },
): Promise<number> {
  const text = removalNotice(removed.kind, removed.text, removed.reason);
  const threadId = await tellMember(tx, live, moderator, removed.authorId, text);
  const blocked = await blockBetween(tx, moderator.id, removed.authorId);
  return tellOutcome(tx, notifier, removed.authorId, {
    subjectId: removed.id,
    link: blocked ? COMMUNITY_LINK : linkTo.thread(threadId),
    text,
  });
}
