import type { Queryable } from '@mindset/service-kit';
import type { AuditEntry, DirectoryEntry, MemberPageAnswer, ReportedItem, Role } from '@mindset/member-contract';
import { authorOf } from '../accounts/people';
import { mediaUrl, type StoredPostMedia } from '../posts/store';

// The studio's data: the report queue, the members directory, sanctions, roles, pins and the audit
// log. Every SQL statement of the moderation concept.

interface QueueRow {
  kind: 'post' | 'comment';
  id: string;
  post_id: string;
  text: string;
  media: StoredPostMedia[];
  created_at: Date;
  username: string;
  name: string;
  avatar_file: string | null;
  verified: boolean;
  hidden: boolean;
  reporters: number;
  reasons: string[];
  last_reported_at: Date;
}

/** Reported posts and comments, most reporters first, each as its author's audience sees it. */
export async function readReportQueue(db: Queryable): Promise<ReportedItem[]> {
  const rows = await db.query<QueueRow>(
    `SELECT 'post' AS kind, p.id, p.id AS post_id, p.caption AS text, p.media, p.created_at,
            m.username, m.name, m.avatar_file, m.verified, p.hidden_for_review_at IS NOT NULL AS hidden,
            count(*)::int AS reporters, array_agg(r.reason ORDER BY r.created_at) AS reasons,
            max(r.created_at) AS last_reported_at
       FROM post_reports r JOIN posts p ON p.id = r.post_id JOIN members m ON m.id = p.author_id
      GROUP BY p.id, m.id
     UNION ALL
     SELECT 'comment', c.id, c.post_id, c.body, '[]'::jsonb, c.created_at,
            m.username, m.name, m.avatar_file, m.verified, false,
            count(*)::int, array_agg(r.reason ORDER BY r.created_at), max(r.created_at)
       FROM comment_reports r JOIN comments c ON c.id = r.comment_id JOIN members m ON m.id = c.author_id
      GROUP BY c.id, m.id
      ORDER BY reporters DESC, last_reported_at DESC`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    postId: row.post_id,
    author: authorOf(row),
    text: row.text,
    media: row.media.map((item) => ({ kind: item.kind, url: mediaUrl(item.file), alt: item.alt })),
    createdAt: new Date(row.created_at).toISOString(),
    hidden: row.hidden,
    reporters: row.reporters,
    reasons: row.reasons,
    lastReportedAt: new Date(row.last_reported_at).toISOString(),
  }));
}

/** Records a member's report of a comment (once per member). */
export async function addCommentReport(db: Queryable, commentId: string, reporterId: string, reason: string) {
  await db.query(
    'INSERT INTO comment_reports (comment_id, reporter_id, reason) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [commentId, reporterId, reason],
  );
}

/** A post with its author, locked for this transaction; null when there is none. */
export async function lockPostWithAuthor(
  db: Queryable,
  postId: string,
): Promise<{ authorId: string; caption: string } | null> {
  const [row] = await db.query<{ author_id: string; caption: string }>(
    'SELECT author_id, caption FROM posts WHERE id = $1 FOR UPDATE',
    [postId],
  );
  return row ? { authorId: row.author_id, caption: row.caption } : null;
}

export async function removePost(db: Queryable, postId: string): Promise<void> {
  await db.query('DELETE FROM posts WHERE id = $1', [postId]);
}

/** Clears its reports and shows it again. */
export async function restorePost(db: Queryable, postId: string): Promise<void> {
  await db.query('DELETE FROM post_reports WHERE post_id = $1', [postId]);
  await db.query('UPDATE posts SET hidden_for_review_at = NULL WHERE id = $1', [postId]);
}

/** Deletes a comment; answers what it was, or null when there is none. */
export async function removeComment(
  db: Queryable,
  commentId: string,
): Promise<{ postId: string; authorId: string; body: string; comments: number } | null> {
  const [row] = await db.query<{ post_id: string; author_id: string; body: string }>(
    'DELETE FROM comments WHERE id = $1 RETURNING post_id, author_id, body',
    [commentId],
  );
  if (!row) return null;
  const [count] = await db.query<{ comments: number }>(
    'SELECT count(*)::int AS comments FROM comments WHERE post_id = $1',
    [row.post_id],
  );
  return { postId: row.post_id, authorId: row.author_id, body: row.body, comments: count?.comments ?? 0 };
}

/** Clears a comment's reports; false when there is no such comment. */
export async function restoreComment(db: Queryable, commentId: string): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM comments WHERE id = $1', [commentId]);
  await db.query('DELETE FROM comment_reports WHERE comment_id = $1', [commentId]);
  return found.length > 0;
}

interface DirectoryRow {
  id: string;
  username: string;
  name: string;
  email: string;
  avatar_file: string | null;
  role: Role;
  status: 'active' | 'deactivated' | 'deleted' | 'banned';
  suspended_until: Date | null;
  suspension_reason: string | null;
  ban_reason: string | null;
  created_at: Date;
  last_active_at: Date | null;
  reports_against: number;
}

const DIRECTORY_COLUMNS = `m.id, m.username, m.name, m.email, m.avatar_file, m.role, m.status, m.suspended_until,
       m.suspension_reason, m.ban_reason, m.created_at,
       (SELECT max(s.last_active_at) FROM sessions s WHERE s.member_id = m.id) AS last_active_at,
       ((SELECT count(*) FROM post_reports r JOIN posts p ON p.id = r.post_id WHERE p.author_id = m.id)
        + (SELECT count(*) FROM comment_reports r JOIN comments c ON c.id = r.comment_id WHERE c.author_id = m.id))::int
         AS reports_against`;

function toEntry(row: DirectoryRow, now: Date): DirectoryEntry {
  const suspended =
    row.status === 'active' && row.suspended_until && new Date(row.suspended_until).getTime() > now.getTime();
  return {
    username: row.username,
    name: row.name,
    email: row.email,
    avatarUrl: authorOf({ ...row, verified: false }).avatarUrl,
    role: row.role,
    status: suspended ? 'suspended' : row.status,
    joinedAt: new Date(row.created_at).toISOString(),
    lastActiveAt: row.last_active_at ? new Date(row.last_active_at).toISOString() : null,
    reportsAgainst: row.reports_against,
  };
}

/** Members (not the sample ones) whose name, username or email contains `search`, newest first. */
export async function searchMembers(db: Queryable, search: string, limit = 50): Promise<DirectoryEntry[]> {
  const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const rows = await db.query<DirectoryRow>(
    `SELECT ${DIRECTORY_COLUMNS} FROM members m
      WHERE m.is_sample = false
        AND ($1 = '%%' OR m.name ILIKE $1 OR m.username ILIKE $1 OR m.email ILIKE $1)
      ORDER BY m.created_at DESC, m.id LIMIT $2`,
    [pattern, limit],
  );
  const now = new Date();
  return rows.map((row) => toEntry(row, now));
}

/** A member as the studio acts on them (any status), or null. */
export async function memberForStudio(
  db: Queryable,
  username: string,
): Promise<{ id: string; role: Role; status: string; entry: DirectoryEntry; row: DirectoryRow } | null> {
  const [row] = await db.query<DirectoryRow>(`SELECT ${DIRECTORY_COLUMNS} FROM members m WHERE m.username = $1`, [
    username,
  ]);
  if (!row) return null;
  return { id: row.id, role: row.role, status: row.status, entry: toEntry(row, new Date()), row };
}

/** A member's page in the studio: who they are, their recent posts and the reports against them. */
export async function readMemberPage(db: Queryable, username: string): Promise<MemberPageAnswer | null> {
  const found = await memberForStudio(db, username);
  if (!found) return null;
  const posts = await db.query<{ id: string; caption: string; created_at: Date; pinned: boolean; reports: number }>(
    `SELECT p.id, p.caption, p.created_at, p.pinned_at IS NOT NULL AS pinned,
            (SELECT count(*) FROM post_reports r WHERE r.post_id = p.id)::int AS reports
       FROM posts p WHERE p.author_id = $1 ORDER BY p.created_at DESC LIMIT 20`,
    [found.id],
  );
  const reports = await db.query<{
    kind: 'post' | 'comment';
    id: string;
    text: string;
    reason: string;
    reporter: string;
    created_at: Date;
  }>(
    `SELECT 'post' AS kind, p.id, p.caption AS text, r.reason, rm.username AS reporter, r.created_at
       FROM post_reports r JOIN posts p ON p.id = r.post_id JOIN members rm ON rm.id = r.reporter_id
      WHERE p.author_id = $1
     UNION ALL
     SELECT 'comment', c.id, c.body, r.reason, rm.username, r.created_at
       FROM comment_reports r JOIN comments c ON c.id = r.comment_id JOIN members rm ON rm.id = r.reporter_id
      WHERE c.author_id = $1
      ORDER BY created_at DESC LIMIT 50`,
    [found.id],
  );
  const { row } = found;
  return {
    member: found.entry,
    suspendedUntil:
      found.entry.status === 'suspended' && row.suspended_until ? new Date(row.suspended_until).toISOString() : null,
    suspensionReason: found.entry.status === 'suspended' ? row.suspension_reason : null,
    banReason: row.status === 'banned' ? row.ban_reason : null,
    recentPosts: posts.map((post) => ({
      id: post.id,
      caption: post.caption,
      createdAt: new Date(post.created_at).toISOString(),
      pinned: post.pinned,
      reports: post.reports,
    })),
    reports: reports.map((report) => ({
      kind: report.kind,
      id: report.id,
      text: report.text,
      reason: report.reason,
      reporter: report.reporter,
      createdAt: new Date(report.created_at).toISOString(),
    })),
  };
}

export async function suspend(db: Queryable, memberId: string, until: Date, reason: string): Promise<void> {
  await db.query('UPDATE members SET suspended_until = $2, suspension_reason = $3 WHERE id = $1', [
    memberId,
    until,
    reason,
  ]);
}

export async function liftSuspension(db: Queryable, memberId: string): Promise<void> {
  await db.query('UPDATE members SET suspended_until = NULL, suspension_reason = NULL WHERE id = $1', [memberId]);
}

/** A banned account cannot sign in, and the policy hides what it shared (it is not active). */
export async function ban(db: Queryable, memberId: string, reason: string): Promise<void> {
  await db.query(`UPDATE members SET status = 'banned', status_changed_at = now(), ban_reason = $2 WHERE id = $1`, [
    memberId,
    reason,
  ]);
}

export async function unban(db: Queryable, memberId: string): Promise<void> {
  await db.query(
    `UPDATE members SET status = 'active', status_changed_at = now(), ban_reason = NULL
      WHERE id = $1 AND status = 'banned'`,
    [memberId],
  );
}

export async function setRole(db: Queryable, memberId: string, role: Role): Promise<void> {
  await db.query('UPDATE members SET role = $2 WHERE id = $1', [memberId, role]);
}

/** The account with the configured owner's email becomes the owner (docs/decisions/0110-roles-and-moderation.md). */
export async function claimOwnership(db: Queryable, ownerEmail: string): Promise<number> {
  const rows = await db.query(`UPDATE members SET role = 'owner' WHERE lower(email) = lower($1) RETURNING id`, [
    ownerEmail,
  ]);
  return rows.length;
}

/**
 * Pins a post to the top of every feed, or unpins it; null when there is no such post. `newlyPinned`:
 * it was not pinned before (pinning again announces nothing).
 */
export async function setPinned(
  db: Queryable,
  postId: string,
  pinned: boolean,
): Promise<{ author: { id: string; username: string; name: string }; caption: string; newlyPinned: boolean } | null> {
  const [row] = await db.query<{ id: string; username: string; name: string; caption: string; was_pinned: boolean }>(
    `WITH before AS (SELECT id, pinned_at IS NOT NULL AS was_pinned FROM posts WHERE id = $1 FOR UPDATE)
     UPDATE posts p SET pinned_at = CASE WHEN $2 THEN coalesce(p.pinned_at, now()) ELSE NULL END
       FROM before, members m WHERE p.id = before.id AND m.id = p.author_id
     RETURNING m.id, m.username, m.name, p.caption, before.was_pinned`,
    [postId, pinned],
  );
  if (!row) return null;
  return {
    author: { id: row.id, username: row.username, name: row.name },
    caption: row.caption,
    newlyPinned: pinned && !row.was_pinned,
  };
}

export async function readPinnedPosts(db: Queryable) {
  const rows = await db.query<{ id: string; caption: string; username: string; pinned_at: Date }>(
    `SELECT p.id, p.caption, m.username, p.pinned_at FROM posts p JOIN members m ON m.id = p.author_id
      WHERE p.pinned_at IS NOT NULL ORDER BY p.pinned_at DESC`,
  );
  return rows.map((row) => ({
    id: row.id,
    caption: row.caption,
    author: row.username,
    pinnedAt: new Date(row.pinned_at).toISOString(),
  }));
}

/** One line of the audit log, in the action's transaction. */
export async function recordAction(
  db: Queryable,
  moderator: { id: string; username: string },
  action: string,
  subject: string,
  reason = '',
): Promise<void> {
  await db.query(
    `INSERT INTO moderation_actions (moderator_id, moderator_username, action, subject, reason)
     VALUES ($1, $2, $3, $4, $5)`,
    [moderator.id, moderator.username, action, subject, reason],
  );
}

export async function readAudit(db: Queryable, limit = 200): Promise<AuditEntry[]> {
  const rows = await db.query<{
    id: string;
    moderator_username: string;
    action: string;
    subject: string;
    reason: string;
    created_at: Date;
  }>(
    `SELECT id::text AS id, moderator_username, action, subject, reason, created_at
       FROM moderation_actions ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    moderator: row.moderator_username,
    action: row.action,
    subject: row.subject,
    reason: row.reason,
    at: new Date(row.created_at).toISOString(),
  }));
}
