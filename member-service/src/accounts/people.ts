// Members as the other concepts name and show them: no SQL here.
import {
  NOTIFICATION_DEFAULTS,
  PRIVACY_DEFAULTS,
  type Member,
  type Role,
  type Settings,
} from '@mindset/member-contract';

export type MemberStatus = 'active' | 'deactivated' | 'deleted' | 'banned';

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
  /** Moderators review reports and moderate the hub's chat; the owner also names the moderators. */
  role: Role;
  ban_reason: string | null;
  /** Until then the member reads but cannot post, comment, message or chat (the policy decides). */
  suspended_until: Date | null;
  suspension_reason: string | null;
}

export const PHOTO_PATH_PREFIX = '/api/members/photos/';

/** Joining, or changing the email, with an email another account has. */
export const DUPLICATE_EMAIL = 'An account with this email already exists. Sign in instead.';

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
export function toMemberView(row: MemberRow): Member {
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
