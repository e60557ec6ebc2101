import type { VoiceRoom } from '@mindset/member-contract';
import type { Queryable } from '@mindset/service-kit';
import type { LiveHub } from '../live/liveHub';
import { PHOTO_PATH_PREFIX } from '../accounts/people';
import { PRESENCE_TOPIC, voiceTopic } from '../live/topics';
import { blockedEitherWay } from '../policy/policy';

/** A connection not heard from for this long no longer makes its member online (three missed heartbeats). */
export const PRESENCE_STALE_SECONDS = 90;

export interface PresentPerson {
  username: string;
  name: string;
  avatarUrl: string | null;
}

interface PersonRow {
  username: string;
  name: string;
  avatar_file: string | null;
}

const person = (row: PersonRow): PresentPerson => ({
  username: row.username,
  name: row.name,
  avatarUrl: row.avatar_file ? `${PHOTO_PATH_PREFIX}${row.avatar_file}` : null,
});

/**
 * Members with the site open who let others see it (privacy: "Show online status"), but none with
 * a block between them and the viewer.
 */
export async function readOnline(db: Queryable, viewerId: string): Promise<PresentPerson[]> {
  const rows = await db.query<PersonRow>(
    `SELECT m.username, m.name, m.avatar_file FROM members m
      WHERE m.status = 'active' AND coalesce((m.privacy ->> 'showOnlineStatus')::boolean, true)
        AND EXISTS (SELECT 1 FROM live_connections c WHERE c.member_id = m.id
                     AND c.seen_at > now() - make_interval(secs => $1))
        AND NOT ${blockedEitherWay('$2', 'm.id')}
      ORDER BY m.name`,
    [PRESENCE_STALE_SECONDS, viewerId],
  );
  return rows.map(person);
}

async function showsOnline(db: Queryable, memberId: string): Promise<PersonRow | null> {
  const [row] = await db.query<PersonRow>(
    `SELECT username, name, avatar_file FROM members
      WHERE id = $1 AND coalesce((privacy ->> 'showOnlineStatus')::boolean, true)`,
    [memberId],
  );
  return row ?? null;
}

/**
 * A live connection opened: the member's first makes them online for everyone. The row goes in and
 * the member's other connections are counted in one statement, so it sees them as they were just
 * before: of two tabs opening at once, at least one finds no other and says "online" (counted after
 * separate inserts, each could see the other's row and neither would).
 */
export async function connectionOpened(db: Queryable, live: LiveHub, id: string, memberId: string): Promise<void> {
  const [row] = await db.query<{ others: number }>(
    `WITH opened AS (INSERT INTO live_connections (id, member_id) VALUES ($1, $2))
     SELECT count(*)::int AS others FROM live_connections
      WHERE member_id = $2 AND seen_at > now() - make_interval(secs => $3)`,
    [id, memberId, PRESENCE_STALE_SECONDS],
  );
  const shown = row?.others === 0 ? await showsOnline(db, memberId) : null;
  if (shown) await live.publish(db, PRESENCE_TOPIC, { kind: 'presence', person: person(shown), online: true });
}

export async function connectionsSeen(db: Queryable, ids: string[]): Promise<void> {
  await db.query('UPDATE live_connections SET seen_at = now() WHERE id = ANY($1::text[])', [ids]);
}

/**
 * A live connection closed: with the member's last, they go offline and leave any voice room.
 * Counted after the delete has committed, so of two tabs closing at once the later count sees both
 * gone: at least one says "offline".
 */
export async function connectionClosed(db: Queryable, live: LiveHub, id: string, memberId: string): Promise<void> {
  await db.query('DELETE FROM live_connections WHERE id = $1', [id]);
  const [row] = await db.query<{ open: number }>(
    `SELECT count(*)::int AS open FROM live_connections
      WHERE member_id = $1 AND seen_at > now() - make_interval(secs => $2)`,
    [memberId, PRESENCE_STALE_SECONDS],
  );
  if ((row?.open ?? 0) > 0) return;
  const shown = await showsOnline(db, memberId);
  if (shown) await live.publish(db, PRESENCE_TOPIC, { kind: 'presence', person: person(shown), online: false });
  const left = await db.query<{ room: string; username: string }>(
    `DELETE FROM voice_participants v USING members m WHERE v.member_id = $1 AND m.id = v.member_id
     RETURNING v.room, m.username`,
    [memberId],
  );
  for (const entry of left) {
    await live.publish(db, voiceTopic(entry.room), { kind: 'voice.left', username: entry.username });
  }
}

export interface VoiceParticipant extends PresentPerson {
  listenOnly: boolean;
}

/** Who is in a voice room, as the viewer sees it: nobody with a block between them. */
export async function readVoiceRoom(db: Queryable, room: VoiceRoom, viewerId: string): Promise<VoiceParticipant[]> {
  const rows = await db.query<PersonRow & { listen_only: boolean }>(
    `SELECT m.username, m.name, m.avatar_file, v.listen_only FROM voice_participants v
       JOIN members m ON m.id = v.member_id
      WHERE v.room = $1 AND NOT ${blockedEitherWay('$2', 'm.id')} ORDER BY v.joined_at`,
    [room, viewerId],
  );
  return rows.map((row) => ({ ...person(row), listenOnly: row.listen_only }));
}

export async function joinVoiceRoom(db: Queryable, room: VoiceRoom, memberId: string, listenOnly: boolean) {
  await db.query(
    `INSERT INTO voice_participants (room, member_id, listen_only) VALUES ($1, $2, $3)
     ON CONFLICT (room, member_id) DO UPDATE SET listen_only = EXCLUDED.listen_only`,
    [room, memberId, listenOnly],
  );
}

/** true when the member was in the room. */
export async function leaveVoiceRoom(db: Queryable, room: VoiceRoom, memberId: string): Promise<boolean> {
  const left = await db.query('DELETE FROM voice_participants WHERE room = $1 AND member_id = $2 RETURNING 1', [
    room,
    memberId,
  ]);
  return left.length > 0;
}

/** Of the member and the peer named `peerUsername`, those in the room now. */
export async function inVoiceRoom(
  db: Queryable,
  room: VoiceRoom,
  memberId: string,
  peerUsername: string,
): Promise<{ member_id: string; username: string }[]> {
  return db.query<{ member_id: string; username: string }>(
    `SELECT v.member_id, m.username FROM voice_participants v JOIN members m ON m.id = v.member_id
      WHERE v.room = $1 AND (v.member_id = $2 OR m.username = $3)`,
    [room, memberId, peerUsername],
  );
}
