import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Anything SQL can be sent to: the database itself, or one open transaction. */
export interface Queryable {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/**
 * The one SQL layer: the same statements run on embedded PGlite and on a PostgreSQL server,
 * so every rule that must hold across instances (a unique key, a row lock) lives in SQL.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  { kind: 'postgres'; url: string; schema: string | null } | { kind: 'pglite'; dataDir: string };

/** Limits on every PostgreSQL connection, so a stuck server or query never holds a request forever. */
export interface PoolTimeouts {
  /** Waiting for a connection (new or from the pool). */
  connectionTimeoutMs: number;
  /** One statement, enforced by the server. */
  statementTimeoutMs: number;
  /** A transaction left open without a statement, enforced by the server. */
  idleInTransactionTimeoutMs: number;
  /** An idle pooled connection is closed after this long. */
  idleTimeoutMs: number;
}

export const DEFAULT_POOL_TIMEOUTS: PoolTimeouts = {
  connectionTimeoutMs: 5_000,
  statementTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 10_000,
  idleTimeoutMs: 30_000,
};

export function pgliteDatabase(pglite: PGlite): Database {
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pglite.query<Row>(sql, params)).rows;
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return pglite.transaction((tx) =>
        work({ query: async <Row>(sql: string, params: unknown[] = []) => (await tx.query<Row>(sql, params)).rows }),
      );
    },
    close: () => pglite.close(),
  };
}

export function postgresDatabase(pool: pg.Pool): Database {
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as Row[];
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** A pool whose connections all work inside `schema` (created by the migrations when missing). */
export function createPool(
  url: string,
  schema: string | null,
  onError: (error: Error) => void,
  timeouts: PoolTimeouts = DEFAULT_POOL_TIMEOUTS,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectionTimeoutMs,
    idleTimeoutMillis: timeouts.idleTimeoutMs,
    statement_timeout: timeouts.statementTimeoutMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionTimeoutMs,
    // The client gives up a little after the server would have, in case the server never answers.
    query_timeout: timeouts.statementTimeoutMs + 2_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', onError);
  return pool;
}

export async function openDatabase(
  config: DatabaseConfig,
  onPoolError: (error: Error) => void,
  timeouts: PoolTimeouts = DEFAULT_POOL_TIMEOUTS,
): Promise<Database> {
  if (config.kind === 'postgres') {
    return postgresDatabase(createPool(config.url, config.schema, onPoolError, timeouts));
  }
  if (!config.dataDir.startsWith('memory://')) await mkdir(config.dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create(config.dataDir));
}
