import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseConfig, DatabaseTimeouts } from '../config';

/** Anything SQL can be sent to: the database itself, or one open transaction. */
export interface Queryable {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/**
 * The one SQL layer: the same statements run on embedded PGlite and on a PostgreSQL server,
 * so every rule that must hold across instances (a unique event id, a row lock) lives in SQL.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

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
      let result: T;
      try {
        await client.query('BEGIN');
        result = await work({
          query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as Row[],
        });
        await client.query('COMMIT');
      } catch (error) {
        // After an error the server reported, the connection is sound and can roll back. After a
        // timeout or a lost connection it is in an unknown state: destroyed, never handed out again.
        const rolledBack =
          error instanceof pg.DatabaseError &&
          (await client.query('ROLLBACK').then(
            () => true,
            () => false,
          ));
        client.release(rolledBack ? undefined : error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
      client.release();
      return result;
    },
    close: () => pool.end(),
  };
}

/**
 * A pool whose connections all work inside `schema` (created by the migrations when missing).
 * Every wait is bounded, so a database that stops answering fails requests instead of holding
 * them, and the connections it wedged are destroyed and replaced once it answers again.
 */
export function createPool(
  url: string,
  schema: string | null,
  timeouts: Omit<DatabaseTimeouts, 'startupWaitMs'>,
  onError: (error: Error) => void,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Opening a connection, TLS and authentication included.
    connectionTimeoutMillis: timeouts.connectMs,
    // The server cancels a long statement; the client gives up on a server that says nothing.
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 1_000,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // Finds connections whose peer vanished without closing them (a failover, a dropped NAT entry).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    idleTimeoutMillis: 30_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', onError);
  return pool;
}

export async function openDatabase(
  config: DatabaseConfig,
  timeouts: DatabaseTimeouts,
  onPoolError: (error: Error) => void,
): Promise<Database> {
  if (config.kind === 'postgres') {
    return postgresDatabase(createPool(config.url, config.schema, timeouts, onPoolError));
  }
  if (!config.dataDir.startsWith('memory://')) await mkdir(config.dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create(config.dataDir));
}
