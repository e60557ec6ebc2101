/**
 * `npm run bench -w member-service` (second part): notification fan-out. One member with 1,000
 * approved followers shares a post; prints how long the post took (its transaction writes every
 * bell item, live event and email), how many bell items and queued emails it made, and how long the
 * outbox took to send them. A quarter of the followers chose email for new posts ("both"), so 250
 * emails are right. In process, on a temporary PGlite, or on DATABASE_URL in a schema of its own
 * that is dropped afterwards. Figures are printed, never asserted.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '@mindset/service-kit';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { loadIdentityKeys } from '../src/identity/tokens';
import { deliverOutbox } from '../src/mail/outbox';
import { hashToken, sessionCookieName } from '../src/sessions/sessions';
import { migrate } from '../src/storage/migrations';

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 1_000);
const EMAIL_SHARE = 4;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'member-bench-notify-'));
  const schema = `bench_notify_${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    MEMBER_FILES_DIR: dataDir,
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema } : {}),
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  const database = await openDatabase(config.database, () => undefined);
  try {
    await migrate(database, config.database.kind === 'postgres' ? schema : null);
    const sent: string[] = [];
    const app = buildApp({
      config,
      database,
      identityKeys: await loadIdentityKeys(database),
      sendMail: async (mail) => void sent.push(mail.to),
    });
    await app.ready();
    const author = randomUUID();
    const ids = Array.from({ length: FOLLOWERS }, () => randomUUID());
    await database.query(
      `INSERT INTO members (id, username, name, email) VALUES ($1, 'bench.author', 'Bench Author', 'author@bench.test')`,
      [author],
    );
    await database.query(
      `INSERT INTO members (id, username, name, email, notification_channels)
       SELECT id, 'bench.f' || n, 'Follower ' || n, 'f' || n || '@bench.test',
              CASE WHEN n % ${EMAIL_SHARE} = 0 THEN '{"post":"both"}'::jsonb ELSE '{}'::jsonb END
         FROM unnest($1::text[]) WITH ORDINALITY AS f(id, n)`,
      [ids],
    );
    await database.query(
      `INSERT INTO follows (follower_id, followee_id, approved_at) SELECT id, $2, now() FROM unnest($1::text[]) AS id`,
      [ids, author],
    );
    const token = randomBytes(32).toString('base64url');
    await database.query(
      `INSERT INTO sessions (id_hash, member_id, device, expires_at) VALUES ($1, $2, 'Bench', now() + interval '1 day')`,
      [hashToken(token), author],
    );
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/members/community/posts',
      headers: { origin: config.publicSiteUrl, cookie: `${sessionCookieName(config)}=${token}` },
      payload: { caption: 'A new chapter, for everyone who follows me' },
    });
    const postMs = performance.now() - started;
    if (response.statusCode !== 201) throw new Error(`sharing answered ${response.statusCode}: ${response.body}`);
    const [{ items = 0 } = {}] = await database.query<{ items: number }>(
      `SELECT count(*)::int AS items FROM notifications WHERE kind = 'post' AND actor_id = $1`,
      [author],
    );
    const [{ queued = 0 } = {}] = await database.query<{ queued: number }>(
      `SELECT count(*)::int AS queued FROM outbox WHERE member_id = ANY($1::text[])`,
      [ids],
    );
    const sendStarted = performance.now();
    while ((await deliverOutbox(database, async (mail) => void sent.push(mail.to), app.log)) > 0);
    const sendMs = performance.now() - sendStarted;
    await app.close();
    console.log(
      [
        `notification fan-out on ${database.kind}: a post by a member with ${FOLLOWERS} followers`,
        `  post answered in ${postMs.toFixed(0)} ms (${((postMs * 1000) / FOLLOWERS).toFixed(0)} µs per follower)`,
        `  bell items: ${items} (expected ${FOLLOWERS}); emails queued: ${queued}, sent: ${new Set(sent).size} (expected ${Math.floor(FOLLOWERS / EMAIL_SHARE)})`,
        `  outbox sent them in ${sendMs.toFixed(0)} ms`,
      ].join('\n'),
    );
  } finally {
    if (config.database.kind === 'postgres') await database.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
