import type { Queryable } from '@mindset/service-kit';
import { MAY_SEE_AUTHOR } from '../policy/policy';
import { mediaUrl } from '../posts/store';
import { authorOf, PERSON_COLUMNS, type PersonRow } from '../accounts/people';

type Person = ReturnType<typeof authorOf>;

export interface StoryView {
  id: string;
  kind: 'image' | 'text';
  /** The photo's address (image stories). */
  url: string | null;
  alt: string;
  text: string;
  background: string | null;
  createdAt: string;
  seen: boolean;
}

export interface StoryAuthorView {
  author: Person;
  stories: StoryView[];
  /** Every story seen: the ring goes grey. */
  allSeen: boolean;
}

interface StoryRow extends PersonRow {
  story_id: string;
  kind: 'image' | 'text';
  file: string | null;
  alt: string;
  body: string;
  background: string | null;
  created_at: Date;
  seen: boolean;
}

/**
 * Stories of the last 24 hours by people the viewer may see, each person's oldest first; the
 * viewer's own first, then people with something unseen, then the rest, newest first.
 */
export async function readStories(db: Queryable, viewerId: string): Promise<StoryAuthorView[]> {
  const rows = await db.query<StoryRow>(
    `SELECT ${PERSON_COLUMNS}, s.id AS story_id, s.kind, s.file, s.alt, s.body, s.background, s.created_at,
            EXISTS (SELECT 1 FROM story_views v WHERE v.story_id = s.id AND v.member_id = $1) AS seen
       FROM stories s JOIN members m ON m.id = s.author_id
      WHERE s.expires_at > now() AND ${MAY_SEE_AUTHOR}
      ORDER BY s.created_at, s.id`,
    [viewerId],
  );
  const byAuthor = new Map<string, StoryAuthorView & { id: string; newest: number }>();
  for (const row of rows) {
    let entry = byAuthor.get(row.id);
    if (!entry) {
      entry = { id: row.id, author: authorOf(row), stories: [], allSeen: true, newest: 0 };
      byAuthor.set(row.id, entry);
    }
    entry.stories.push({
      id: row.story_id,
      kind: row.kind,
      url: row.file ? mediaUrl(row.file) : null,
      alt: row.alt,
      text: row.body,
      background: row.background,
      createdAt: new Date(row.created_at).toISOString(),
      seen: row.seen,
    });
    entry.allSeen &&= row.seen || row.id === viewerId;
    entry.newest = new Date(row.created_at).getTime();
  }
  const rank = (entry: { id: string; allSeen: boolean }) => (entry.id === viewerId ? 0 : entry.allSeen ? 2 : 1);
  return [...byAuthor.values()]
    .sort((a, b) => rank(a) - rank(b) || b.newest - a.newest)
    .map(({ author, stories, allSeen }) => ({ author, stories, allSeen }));
}

/** Whether the member uploaded this photo (a story names an upload, never a URL). */
export async function ownsUploadedImage(db: Queryable, memberId: string, file: string): Promise<boolean> {
  const owned = await db.query(`SELECT 1 FROM media_uploads WHERE member_id = $1 AND file = $2 AND kind = 'image'`, [
    memberId,
    file,
  ]);
  return owned.length > 0;
}

export type NewStory =
  { kind: 'image'; file: string; alt: string } | { kind: 'text'; text: string; background: string };

export async function insertStory(
  db: Queryable,
  id: string,
  authorId: string,
  story: NewStory,
  hours: number,
): Promise<void> {
  await db.query(
    `INSERT INTO stories (id, author_id, kind, file, alt, body, background, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(hours => $8))`,
    story.kind === 'image'
      ? [id, authorId, 'image', story.file, story.alt, '', null, hours]
      : [id, authorId, 'text', null, '', story.text, story.background, hours],
  );
}

export async function markStorySeen(db: Queryable, storyId: string, memberId: string): Promise<void> {
  await db.query('INSERT INTO story_views (story_id, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    storyId,
    memberId,
  ]);
}
