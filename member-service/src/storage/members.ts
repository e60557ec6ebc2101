import type { Queryable } from '@mindset/service-kit';
import { NOTIFICATION_DEFAULTS, PRIVACY_DEFAULTS, type MemberView, type Settings } from '../schemas';

export type MemberStatus = 'active' | 'deactivated' | 'deleted';

export interface MemberRow {
  id: string;
  username: string;
  name: string;
  email: string;
  password_hash: string | null;
  goals: string;
  bio: string;
  website: string;
  phone: string;
  avatar_file: string | null;
  verified: boolean;
  is_sample: boolean;
  privacy: Partial<Settings['privacy']>;
  notifications: Partial<Settings['notifications']>;
  status: MemberStatus;
  status_changed_at: Date | null;
  created_at: Date;
  /** Moderators (seeded staff accounts) review reports and moderate the hub's chat. */
  role: 'member' | 'moderator';
}

export const PHOTO_PATH_PREFIX = '/api/members/photos/';

/** Any concept that names a member by username answers this when there is none. */
export const NO_SUCH_MEMBER = 'There is no member with that username.';

/** The columns a person is read with (as `m`), for `authorOf`. */
export const PERSON_COLUMNS = 'm.id, m.username, m.name, m.avatar_file, m.verified';

export interface PersonRow {
  id: string;
  username: string;
  name: string;
  avatar_file: string | null;
  verified: boolean;
}

/** Someone as a post or comment names them. */
export function authorOf(row: { username: string; name: string; avatar_file: string | null; verified: boolean }) {
  return {
    username: row.username,
    name: row.name,
    avatarUrl: row.avatar_file ? `${PHOTO_PATH_PREFIX}${row.avatar_file}` : null,
    verified: row.verified,
  };
}

/** What the member and the screens see: never the password hash. */
export function toMemberView(row: MemberRow): MemberView {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    bio: row.bio,
    website: row.website,
    phone: row.phone,
    goals: row.goals,
    avatarUrl: row.avatar_file ? `${PHOTO_PATH_PREFIX}${row.avatar_file}` : null,
    verified: row.verified,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function settingsOf(row: MemberRow): Settings {
  return {
    privacy: { ...PRIVACY_DEFAULTS, ...row.privacy },
    notifications: { ...NOTIFICATION_DEFAULTS, ...row.notifications },
  };
}

export async function findMemberById(db: Queryable, id: string): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>('SELECT * FROM members WHERE id = $1', [id]);
  return row ?? null;
}

export async function findMemberByEmail(db: Queryable, email: string): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>('SELECT * FROM members WHERE lower(email) = lower($1)', [email]);
  return row ?? null;
}

/** "Jane Doe" -> "jane.doe", then "jane.doe2", ... until free. */
export async function freeUsername(db: Queryable, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.+|\.+$/g, '')
      .slice(0, 24) || 'member';
  const stem = base.length >= 3 ? base : `${base}.member`;
  const taken = new Set(
    (await db.query<{ username: string }>('SELECT username FROM members WHERE username LIKE $1', [`${stem}%`])).map(
      (row) => row.username,
    ),
  );
  if (!taken.has(stem)) return stem;
  for (let suffix = 2; ; suffix += 1) if (!taken.has(`${stem}${suffix}`)) return `${stem}${suffix}`;
}
