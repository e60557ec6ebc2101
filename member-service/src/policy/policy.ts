/**
 * The one place that decides who may see or act on what between two members
 * (docs/decisions/0080-one-member-policy.md). Reads ask it through the SQL fragments below (so a
 * list is filtered where it is read), single actions through `standingOf` and the rules after it,
 * and the live socket through `hiddenFromEach` on every delivery.
 */
import type { Role } from '@mindset/member-contract';

/**
 * SQL: a block between the viewer (`viewer`, a parameter such as `$1`) and the member whose id is
 * `member` (a column), in either direction. A block hides each from the other everywhere.
 */
export function blockedEitherWay(viewer: string, member: string): string {
  return `EXISTS (SELECT 1 FROM blocks b
                   WHERE (b.blocker_id = ${viewer} AND b.blocked_id = ${member})
                      OR (b.blocker_id = ${member} AND b.blocked_id = ${viewer}))`;
}

/**
 * SQL: whether the viewer ($1) may see what the member `m` shares (posts, stories, their comments'
 * posts): an active account, public or followed with the owner's approval (or the viewer's own),
 * with no block between the two in either direction.
 */
export const MAY_SEE_AUTHOR = `m.status = 'active'
     AND (m.is_private = false OR m.id = $1
          OR EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1 AND f.followee_id = m.id AND f.approved_at IS NOT NULL))
     AND NOT ${blockedEitherWay('$1', 'm.id')}`;

/** Moderators and the owner: they see the studio, review reports and act on members. */
export function isStaff(role: Role): boolean {
  return role === 'moderator' || role === 'owner';
}

/**
 * Who reads support requests and answers them: the moderators and the owner. Anyone, guest or
 * member, may write one (docs/decisions/0135-support-tickets.md).
 */
export function mayAnswerSupport(role: Role): boolean {
  return isStaff(role);
}

/** Only the owner names moderators and reads the audit log. */
export function isOwner(role: Role): boolean {
  return role === 'owner';
}

/** A suspension in force at `now`. */
export function isSuspended(member: { suspended_until: Date | null }, now: Date = new Date()): boolean {
  return member.suspended_until !== null && new Date(member.suspended_until).getTime() > now.getTime();
}

/**
 * What a suspended member may still change: their own session and account, their reading marks
 * (a message, a channel, a story seen), learning progress and blocks, and taking back what they did
 * (DELETE: unlike, unfollow, leave a room, delete their own post). Every other change (posting,
 * commenting, messaging, chatting, reacting, following, reporting) is refused for the suspension's
 * length; a route not listed is refused, so a new one is closed until someone decides otherwise.
 */
const OPEN_WHILE_SUSPENDED: readonly RegExp[] = [
  /^\/api\/members\/(session|accounts|password-resets(\/confirm)?|identity-token)$/,
  /^\/api\/members\/me\//,
  /^\/api\/members\/blocks\/:username$/,
  /\/(read|seen)$/,
  // A member's own notifications: marking them read, choosing how they arrive, unsubscribing.
  /^\/api\/members\/notifications\//,
  // Writing to support: a suspended member may ask about their suspension.
  /^\/api\/members\/support\/tickets$/,
];

/** Whether a suspended member may send this request: reading always, changing only where listed above. */
export function openWhileSuspended(method: string, routeUrl: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return true;
  if (method === 'DELETE' && !routeUrl.startsWith('/api/members/moderation/')) return true;
  return OPEN_WHILE_SUSPENDED.some((pattern) => pattern.test(routeUrl));
}

export function suspensionNotice(until: Date, reason: string | null): string {
  const ends = new Date(until).toISOString().replace('T', ' ').slice(0, 16);
  // A reason that ends its own sentence keeps its mark: "Repeated spam." not "Repeated spam..".
  const why = reason ? `: ${reason.replace(/[.!?]+$/, '')}` : '';
  return `Your account is suspended until ${ends} UTC${why}. You can still read.`;
}

/** Where a viewer stands with another member, read in one query. */
export interface Standing {
  self: boolean;
  /** The other member's account is active (not deactivated or deleted). */
  active: boolean;
  isPrivate: boolean;
  /** The viewer follows them with approval. */
  approvedFollower: boolean;
  /** The viewer blocked them. */
  viewerBlocked: boolean;
  /** They blocked the viewer. */
  blockedViewer: boolean;
}

/** A block between the two, in either direction. */
export function isBlocked(standing: Standing): boolean {
  return standing.viewerBlocked || standing.blockedViewer;
}

/** The viewer may reach the other member directly (a message, a follow, a voice signal). */
export function mayReach(standing: Standing): boolean {
  return !standing.self && standing.active && !isBlocked(standing);
}

/**
 * SQL: whether the member `recipient` (a column) may be told what `actor` (a column) did, as a
 * notification: both accounts active and no block between them in either direction. Checked when
 * the notification is written and again whenever it is read (a later block hides it).
 */
export function mayBeToldOf(recipient: string, actor: string): string {
  return `${recipient}.status = 'active' AND ${actor}.status = 'active' AND ${recipient}.id <> ${actor}.id
     AND NOT ${blockedEitherWay(`${recipient}.id`, `${actor}.id`)}`;
}

/**
 * SQL: whether `viewer` (a column) may read what `author` (a column) shares: a public account, their
 * own, or followed with approval. A mention in a private account's post tells only those who may read it.
 */
export function mayReadSharesOf(viewer: string, author: string): string {
  return `(${author}.is_private = false OR ${author}.id = ${viewer}.id
           OR EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ${viewer}.id AND f.followee_id = ${author}.id AND f.approved_at IS NOT NULL))`;
}
