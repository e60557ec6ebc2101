import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import pg from 'pg';
import { SQL_IDENTIFIER } from './migrations';

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
  /**
   * Calls `onPayload` for every `NOTIFY channel` (sent by any instance on the same database, on
   * commit); `onReconnect` after a dropped listening connection is back, since notifications sent
   * meanwhile are lost. Resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The pool's connections, for metrics (PostgreSQL only: PGlite has one connection). */
  poolStats?: () => PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
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
  const prepared = preparedStatementsOf(pglite);
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: unknown[] = []) {
      if (params.length === 0) return (await pglite.query<Row>(sql)).rows;
      // The lock a statement outside a transaction takes: none runs inside another's transaction.
      return pglite._runExclusiveTransaction(() => prepared.run<Row>(sql, params, false));
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return pglite.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params: unknown[] = []) =>
            params.length === 0 ? (await tx.query<Row>(sql)).rows : prepared.run<Row>(sql, params, true),
        }),
      );
    },
    async listen(channel, onPayload) {
      // In-process: PGlite is one database in this process, so NOTIFY reaches its listeners directly.
      return pglite.listen(channel, onPayload);
    },
    close: () => pglite.close(),
  };
}

/**
 * PGlite's own `query` sends every statement unnamed, so each call is parsed and planned again; the
 * policy-composed reads cost more to plan than to run (decision 0150). Here a statement with
 * parameters is prepared once under a name, as on PostgreSQL, and later calls only bind and
 * execute it, through PGlite's protocol API with the same parsers and serializers as its `query`.
 */
function preparedStatementsOf(pglite: PGlite) {
  const { serialize } = protocol;
  /** By statement text: its name and its parameters' types, as the database described them. */
  const statements = new Map<string, { name: string; paramTypes: number[] }>();
  const send = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });

  async function prepare(sql: string): Promise<{ name: string; paramTypes: number[] }> {
    const known = statements.get(sql);
    if (known) return known;
    const name = statementName(sql);
    await send(serialize.parse({ name, text: sql }));
    const paramTypes = parse.parseDescribeStatementResults(await send(serialize.describe({ type: 'S', name })));
    const made = { name, paramTypes };
    statements.set(sql, made);
    return made;
  }

  return {
    /** One statement with parameters; the caller holds the lock (the transaction's, or the database's). */
    run<Row>(sql: string, params: unknown[], inTransaction: boolean): Promise<Row[]> {
      return pglite._runExclusiveQuery(async () => {
        const replies: Parameters<typeof parse.parseResults>[0] = [];
        try {
          const { name, paramTypes } = await prepare(sql);
          const values = params.map((value, index) => {
            if (value === null || value === undefined) return null;
            const serializer = pglite.serializers[paramTypes[index] ?? 0];
            return serializer ? serializer(value) : String(value);
          });
          replies.push(...(await send(serialize.bind({ statement: name, values }))));
          replies.push(...(await send(serialize.describe({ type: 'P' }))));
          replies.push(...(await send(serialize.execute({}))));
        } finally {
          replies.push(...(await send(serialize.sync())));
        }
        if (!inTransaction) await pglite.syncToFs();
        return (parse.parseResults(replies, pglite.parsers)[0]?.rows ?? []) as Row[];
      });
    },
  };
}

/** How long a dropped listening connection waits before it connects again. */
const LISTEN_RETRY_MS = 1_000;

/**
 * A dedicated connection for LISTEN (a pooled one would be handed to other queries), connected
 * again after a drop until stopped.
 */
async function listenOnPostgres(
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  if (!SQL_IDENTIFIER.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (reconnecting: boolean): Promise<void> => {
    const next = new pg.Client({ ...pool.options, statement_timeout: undefined, query_timeout: undefined });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    const dropped = () => {
      if (stopped || client !== next) return;
      client = null;
      next.removeAllListeners('end');
      retry = setTimeout(() => void connect(true).catch(() => undefined), LISTEN_RETRY_MS);
    };
    next.on('error', dropped);
    next.on('end', dropped);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      if (!reconnecting) {
        stopped = true;
        await next.end().catch(() => undefined);
        throw error;
      }
      dropped();
      return;
    }
    if (reconnecting) onReconnect?.();
  };

  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/**
 * A statement with parameters is prepared once per connection under a name taken from its text, so
 * the server parses it once and may keep its plan: planning the policy-composed reads cost more
 * than running them (decision 0150). Statements are templates, so the names are few.
 */
function statement(sql: string, params: unknown[]): pg.QueryConfig {
  if (params.length === 0) return { text: sql };
  return { name: statementName(sql), text: sql, values: params };
}

/** A prepared statement's name, from its text: the same on every connection and on PGlite. */
function statementName(sql: string): string {
  return `s${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;
}

export function postgresDatabase(pool: pg.Pool): Database {
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(statement(sql, params))).rows as Row[];
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      // The pool listens for errors only on idle connections: one lost while checked out here (the
      // server's idle-in-transaction timeout, a restart) would otherwise crash the process. Its
      // pending query rejects with the same error, which the catch below handles.
      const ignoreLostConnection = () => {};
      client.on('error', ignoreLostConnection);
      let result: T;
      try {
        await client.query('BEGIN');
        result = await work({
          query: async <Row>(sql: string, params: unknown[] = []) =>
            (await client.query(statement(sql, params))).rows as Row[],
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
        client.off('error', ignoreLostConnection);
        client.release(rolledBack ? undefined : error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
      client.off('error', ignoreLostConnection);
      client.release();
      return result;
    },
    listen: (channel, onPayload, onReconnect) => listenOnPostgres(pool, channel, onPayload, onReconnect),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
    query_timeout: timeouts.statementTimeoutMs + 1_000,
    // Finds connections whose peer vanished without closing them (a failover, a dropped NAT entry).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
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
