import { randomUUID } from 'node:crypto';
import type { Queryable } from '@mindset/service-kit';
import type { Role } from '@mindset/member-contract';
import { authorOf, type MemberRow } from '../accounts/people';
import type { LiveHub } from '../live/liveHub';
import { memberTopic, threadTopic } from '../live/topics';
import { insertMessage, openThread, type MessageView } from '../messages/store';
import { isOwner } from '../policy/policy';

// The moderation concept's rules: who may act on whom, and what an author is told.

export const STAFF_ONLY = 'Only moderators and the owner can use the studio.';
export const OWNER_ONLY = 'Only the owner can do this.';
export const NO_SUCH_COMMENT = 'That comment is not there.';
export const CANNOT_ACT_ON = 'You cannot do this to that member.';
export const SUSPENSION_IN_PAST = 'Choose a time after now for the suspension to end.';

/**
 * Moderators act on members; the owner acts on anyone but themselves. Nobody sanctions themselves,
 * a moderator never another moderator or the owner, and the owner is never suspended or banned.
 */
export function mayActOn(actor: { id: string; role: Role }, target: { id: string; role: Role }): boolean {
  if (actor.id === target.id || target.role === 'owner') return false;
  return isOwner(actor.role) || target.role === 'member';
}

const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** What the author of a removed post or comment reads, in a message from the moderator. */
export function removalNotice(kind: 'post' | 'comment', text: string, reason: string): string {
  const what = text.trim() ? `Your ${kind} “${excerpt(text.trim())}”` : `Your ${kind}`;
  return `${what} was removed by a moderator. Reason: ${reason}`;
}

/**
 * Tells a member something as a direct message from the moderator who acted, in the action's
 * transaction: it lands in their inbox live, where they already read messages (the notifications
 * work will carry these too once it lands).
 */
export async function tellMember(
  tx: Queryable,
  live: LiveHub,
  moderator: MemberRow,
  memberId: string,
  text: string,
): Promise<void> {
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
}
