/** Live topics: the feed for everyone, one per post for its page, one per member for their own tabs. */
export const FEED_TOPIC = 'feed';
export const postTopic = (postId: string) => `post:${postId}`;
/** A member's own tabs: their blocks changed, a message or activity arrived for them. */
export const memberTopic = (memberId: string) => `member:${memberId}`;
/**
 * Sessions that ended (sign-out, password change, account closed): heard by every instance's live
 * route, never by a page (no client may subscribe to it; its events name session hashes).
 */
export const SESSIONS_TOPIC = 'internal:sessions';
