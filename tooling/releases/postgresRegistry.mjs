// The release registry in PostgreSQL, for an environment with several site servers
// (docs/decisions/0090-a-registry-several-servers-share.md). The same document as the JSON file
// (registry.mjs) kept as rows: one per release with its manifest, one per live release, one per
// history step, and a version row that every change takes a lock on, bumps and announces with
// NOTIFY in the same transaction. A promotion is one transaction: every server sees the old
// registry or the new one, never half of a change.
import pg from 'pg';

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,40}$/;
/** A server that missed a notification (its listening connection dropped) catches up within this. */
const DEFAULT_POLL_MS = 2_000;
const CONNECT_TIMEOUT_MS = 5_000;
const QUERY_TIMEOUT_MS = 10_000;
/** Two first starts creating the tables at once would collide on the catalog: one creates, one waits. */
const MIGRATION_LOCK = 7_280_128;

const migration = (schema) => `
  CREATE SCHEMA IF NOT EXISTS ${schema};
  CREATE TABLE IF NOT EXISTS ${schema}.registry_state (
    id smallint PRIMARY KEY CHECK (id = 1),
    version bigint NOT NULL,
    updated_at timestamptz
  );
  INSERT INTO ${schema}.registry_state (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
  CREATE TABLE IF NOT EXISTS ${schema}.releases (
    remote text NOT NULL,
    release_id text NOT NULL,
    manifest jsonb NOT NULL,
    published_at timestamptz NOT NULL,
    PRIMARY KEY (remote, release_id)
  );
  CREATE TABLE IF NOT EXISTS ${schema}.live (
    remote text PRIMARY KEY,
    release_id text NOT NULL,
    FOREIGN KEY (remote, release_id) REFERENCES ${schema}.releases (remote, release_id)
  );
  CREATE TABLE IF NOT EXISTS ${schema}.history (
    id bigserial PRIMARY KEY,
    remote text NOT NULL,
    at timestamptz NOT NULL,
    action text NOT NULL,
    release_id text NOT NULL,
    step jsonb NOT NULL
  );`;

/** The whole registry in one statement, so one snapshot: a live release always has its manifest. */
const readStatement = (schema) => `
  SELECT s.version, s.updated_at,
    COALESCE((SELECT json_agg(json_build_object('remote', remote, 'manifest', manifest)) FROM ${schema}.releases), '[]') AS releases,
    COALESCE((SELECT json_agg(json_build_object('remote', remote, 'releaseId', release_id)) FROM ${schema}.live), '[]') AS live,
    COALESCE((SELECT json_agg(json_build_object('remote', remote, 'step', step) ORDER BY id) FROM ${schema}.history), '[]') AS history
  FROM ${schema}.registry_state s WHERE s.id = 1`;

function documentFrom(row) {
  const remotes = {};
  const entry = (remote) => (remotes[remote] ??= { live: null, releases: {}, history: [] });
  for (const { remote, manifest } of row.releases) entry(remote).releases[manifest.releaseId] = manifest;
  for (const { remote, releaseId } of row.live) entry(remote).live = releaseId;
  for (const { remote, step } of row.history) entry(remote).history.push(step);
  return {
    schemaVersion: 1,
    updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : null,
    version: Number(row.version),
    remotes,
  };
}

const sameJson = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** Writes what `change` did to the document: releases added or removed, live releases, new history steps. */
async function writeChanges(client, schema, before, after) {
  const remotes = new Set([...Object.keys(before.remotes), ...Object.keys(after.remotes ?? {})]);
  for (const remote of remotes) {
    const old = before.remotes[remote] ?? { live: null, releases: {}, history: [] };
    const now = after.remotes?.[remote] ?? { live: null, releases: {}, history: [] };
    for (const [releaseId, manifest] of Object.entries(now.releases ?? {})) {
      if (sameJson(old.releases[releaseId], manifest)) continue;
      await client.query(
        `INSERT INTO ${schema}.releases (remote, release_id, manifest, published_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (remote, release_id) DO UPDATE SET manifest = EXCLUDED.manifest, published_at = EXCLUDED.published_at`,
        [remote, releaseId, JSON.stringify(manifest), manifest.publishedAt ?? new Date().toISOString()],
      );
    }
    if (old.live !== now.live) {
      if (now.live) {
        await client.query(
          `INSERT INTO ${schema}.live (remote, release_id) VALUES ($1, $2)
           ON CONFLICT (remote) DO UPDATE SET release_id = EXCLUDED.release_id`,
          [remote, now.live],
        );
      } else await client.query(`DELETE FROM ${schema}.live WHERE remote = $1`, [remote]);
    }
    const removed = Object.keys(old.releases).filter((releaseId) => !now.releases?.[releaseId]);
    if (removed.length) {
      await client.query(`DELETE FROM ${schema}.releases WHERE remote = $1 AND release_id = ANY($2)`, [remote, removed]);
    }
    const history = now.history ?? [];
    if (!sameJson(history.slice(0, old.history.length), old.history)) {
      throw new Error(`registry: ${remote}'s history can only grow`);
    }
    for (const step of history.slice(old.history.length)) {
      await client.query(
        `INSERT INTO ${schema}.history (remote, at, action, release_id, step) VALUES ($1, $2, $3, $4, $5)`,
        [remote, step.at, step.action, step.releaseId, JSON.stringify(step)],
      );
    }
  }
}

/**
 * Opens the registry kept in `schema` of the database at `url` (created on first use). Returns the
 * same interface as the file registry (registry.mjs `openRegistry`).
 */
export async function openPostgresRegistry({ url, schema = 'releases', pollMs = DEFAULT_POLL_MS }) {
  if (!IDENTIFIER.test(schema)) throw new Error(`RELEASES_DATABASE_SCHEMA must be a plain identifier, not "${schema}"`);
  const channel = `${schema}_registry`;
  const connection = {
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    application_name: 'mindset-release-registry',
  };
  const pool = new pg.Pool({ ...connection, max: 2 });
  pool.on('error', (error) => console.error(`registry: ${error.message}`));
  const setUp = await pool.connect();
  try {
    await setUp.query('BEGIN');
    await setUp.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await setUp.query(migration(schema));
    await setUp.query('COMMIT');
  } catch (error) {
    await setUp.query('ROLLBACK').catch(() => {});
    await pool.end().catch(() => {});
    throw error;
  } finally {
    setUp.release();
  }

  const read = async (client = pool) => documentFrom((await client.query(readStatement(schema))).rows[0]);
  const closers = [];

  return {
    describe: `PostgreSQL schema ${schema}`,
    read: () => read(),

    /** Runs `change` on the registry inside one transaction that holds the registry's lock, then writes it. */
    async update(change) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(`SELECT version FROM ${schema}.registry_state WHERE id = 1 FOR UPDATE`);
        const before = await read(client);
        const registry = structuredClone(before);
        const result = await change(registry);
        await writeChanges(client, schema, before, registry);
        const { rows } = await client.query(
          `UPDATE ${schema}.registry_state SET version = version + 1, updated_at = now() WHERE id = 1 RETURNING version`,
        );
        // Delivered at commit, to every server listening: they re-read the registry at once.
        await client.query('SELECT pg_notify($1, $2)', [channel, String(rows[0].version)]);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },

    /**
     * The registry as a running server sees it: read once now, then again on every NOTIFY from a
     * change, and checked every `pollMs` (a version number) in case a notification was missed.
     * Returns a getter for the last good document; a database that cannot be reached keeps it.
     */
    async watch() {
      let current = await read();
      let reading = null;
      let again = false;
      const refresh = () => {
        if (reading) {
          again = true;
          return reading;
        }
        reading = (async () => {
          do {
            again = false;
            try {
              const { rows } = await pool.query(`SELECT version FROM ${schema}.registry_state WHERE id = 1`);
              if (Number(rows[0].version) !== current.version) current = await read();
            } catch (error) {
              console.error(`registry: kept the last good document (${error.message})`);
            }
          } while (again);
          reading = null;
        })();
        return reading;
      };
      let listener = null;
      let stopped = false;
      const listen = async () => {
        const client = new pg.Client(connection);
        client.on('notification', () => refresh());
        client.on('error', (error) => {
          console.error(`registry: lost its notifications (${error.message}); reconnecting`);
          client.end().catch(() => {});
          if (!stopped) setTimeout(keepListening, 1_000).unref();
        });
        await client.connect();
        await client.query(`LISTEN ${channel}`);
        listener = client;
        // A change committed while this connection was being made is caught here.
        await refresh();
      };
      // Until it is back, the poll below keeps the registry at most `pollMs` behind.
      const keepListening = () =>
        listen().catch((error) => {
          console.error(`registry: cannot listen for changes (${error.message}); trying again`);
          if (!stopped) setTimeout(keepListening, 1_000).unref();
        });
      await listen();
      const poll = setInterval(refresh, pollMs);
      poll.unref();
      closers.push(async () => {
        stopped = true;
        clearInterval(poll);
        await reading;
        await listener?.end().catch(() => {});
      });
      return () => current;
    },

    async close() {
      for (const close of closers) await close();
      await pool.end();
    },
  };
}
