import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '@mindset/service-kit';
import {
  openEmptyTestDatabase,
  pgliteTemplatePath,
  type DatabaseKind,
  type TestDatabase,
} from '@mindset/service-kit/testing';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { deleteBusStream } from '../../src/live/natsHub';
import { loadConfig } from '../../src/config';
import { loadIdentityKeys } from '../../src/identity/tokens';
import type { OutgoingMail } from '../../src/mail/outbox';
import { migrate } from '../../src/storage/migrations';

export const TEST_SCHEMA_PREFIX = 'member_test_';
export const SITE_ORIGIN = 'http://localhost:5173';
const TEMPLATE = pgliteTemplatePath(fileURLToPath(new URL('../..', import.meta.url)));

export interface TestService {
  app: FastifyInstance;
  db: TestDatabase;
  filesDir: string;
  /** Every mail the service sent, in order. */
  mail: OutgoingMail[];
  /** Another instance of the service on the same database, as a second server would run it. */
  startSecondInstance(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** The real app over a migrated test database, with silent logs and mail caught in `mail`; `onRoute` sees every route. */
export async function startTestService(
  kind: DatabaseKind,
  environment: Record<string, string> = {},
  onRoute?: (route: RouteOptions) => void,
): Promise<TestService> {
  const db = await openEmptyTestDatabase(kind, { templatePath: TEMPLATE, schemaPrefix: TEST_SCHEMA_PREFIX });
  await migrate(db.database, db.schema);
  const filesDir = await mkdtemp(path.join(tmpdir(), 'member-files-'));
  // On PostgreSQL the instances share the server as deployed ones do: over NATS when a server is
  // configured (a stream of this file's own, named after its schema), else NOTIFY.
  const onServer: Record<string, string> =
    kind === 'postgres' && process.env.DATABASE_URL && db.schema
      ? {
          DATABASE_URL: process.env.DATABASE_URL,
          DATABASE_SCHEMA: db.schema,
          ...(process.env.NATS_URL ? { NATS_URL: process.env.NATS_URL } : {}),
        }
      : {};
  const config = loadConfig({ LOG_LEVEL: 'silent', MEMBER_FILES_DIR: filesDir, ...onServer, ...environment });
  const mail: OutgoingMail[] = [];
  const identityKeys = await loadIdentityKeys(db.database);
  const instance = () =>
    buildApp({
      config,
      database: db.database,
      identityKeys,
      sendMail: async (message) => {
        mail.push(message);
      },
    });
  const app = instance();
  if (onRoute) app.addHook('onRoute', onRoute);
  await app.ready();
  const others: FastifyInstance[] = [];
  return {
    app,
    db,
    filesDir,
    mail,
    startSecondInstance: async () => {
      const other = instance();
      others.push(other);
      await other.ready();
      return other;
    },
    close: async () => {
      await Promise.all(others.map((other) => other.close()));
      await app.close();
      if (config.live.path === 'nats') await deleteBusStream(config.live.natsUrl, config.live.prefix);
      await db.cleanup();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** A browser: keeps the cookies it is given and sends the site's Origin, as the site's pages do. */
export class Browser {
  cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    readonly userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async send(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object | Buffer,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method,
      url,
      headers: {
        'user-agent': this.userAgent,
        ...(method === 'GET' ? {} : { origin: SITE_ORIGIN }),
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload }),
    });
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }
}

export const JANE = { name: 'Jane Doe', email: 'jane@example.org', password: 'correct horse 1' } as const;

export async function join(browser: Browser, details: { name: string; email: string; password: string } = JANE) {
  const response = await browser.send('POST', '/api/members/accounts', details);
  if (response.statusCode !== 201) throw new Error(`join answered ${response.statusCode}: ${response.body}`);
  return response.json<{ member: { id: string; username: string; name: string } }>().member;
}

export async function count(db: Queryable, table: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
  return row?.count ?? 0;
}

/** Row counts of every table a request could write to: the proof that a refused request wrote nothing. */
export async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = ['members', 'sessions', 'sign_in_failures', 'password_resets', 'outbox', 'lesson_progress'];
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await count(db, table)] as const)));
}
