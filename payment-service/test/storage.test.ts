import { randomUUID } from 'node:crypto';
import type { Database } from '@mindset/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findCheckoutSession,
  insertCheckoutSession,
  paidContestEntries,
  type NewCheckoutSession,
} from '../src/storage/checkoutSessions';
import { MIGRATIONS, migrate } from '../src/storage/migrations';
import { markSessionCancelled, markSessionPaid } from '../src/payments/sessionStatus';
import {
  countCheckoutSessions,
  DATABASE_KINDS,
  openUnmigratedDatabase,
  type TestDatabase,
} from './support/testDatabase';

function newSession(changes: Partial<NewCheckoutSession> = {}): NewCheckoutSession {
  const id = randomUUID();
  return {
    id,
    provider: 'sandbox',
    providerSessionId: `cs_sandbox_${id.replaceAll('-', '')}`,
    kind: 'contest',
    surveyId: '1',
    title: 'UK Wellness Retreat Giveaway entry',
    quantity: 2,
    currency: 'gbp',
    unitAmount: 200,
    answers: ['first answer', 'second answer'],
    ...changes,
  };
}

describe.each(DATABASE_KINDS)('storage on %s', (kind) => {
  let testDatabase: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDatabase = await openUnmigratedDatabase(kind);
    database = testDatabase.database;
  });
  afterAll(async () => {
    await testDatabase.cleanup();
  });

  it('applies the migrations once, even when instances start at the same moment', async () => {
    const instances =
      kind === 'postgres'
        ? [database, testDatabase.openAnotherInstance(), testDatabase.openAnotherInstance()]
        : [database, database, database];

    const applied = await Promise.all(instances.map((instance) => migrate(instance, testDatabase.schema)));

    const allIds = MIGRATIONS.map((migration) => migration.id);
    expect(applied.flat().sort()).toEqual(allIds.sort());
    expect(applied.filter((ids) => ids.length > 0)).toHaveLength(1);
    expect(await migrate(database, testDatabase.schema)).toEqual([]);
    const recorded = await database.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(recorded.map((row) => row.id)).toEqual(allIds);
  });

  it('stores and reads back a session, answers included', async () => {
    const session = newSession();
    const inserted = await insertCheckoutSession(database, session);

    expect(inserted).toMatchObject({ ...session, amountTotal: 400, status: 'pending', paidAt: null });
    expect(await findCheckoutSession(database, session.providerSessionId)).toEqual(inserted);
    expect(await findCheckoutSession(database, 'cs_sandbox_missing')).toBeNull();
  });

  it('refuses a second row with the same provider session id', async () => {
    const session = newSession();
    await insertCheckoutSession(database, session);
    await expect(insertCheckoutSession(database, { ...session, id: randomUUID() })).rejects.toThrow(
      /unique|duplicate/i,
    );
  });

  it('refuses rows that break the rules: total not unit times quantity, unknown status or currency', async () => {
    const count = await countCheckoutSessions(database);
    const session = newSession();
    await expect(
      database.query(
        `INSERT INTO checkout_sessions (id, provider, provider_session_id, kind, survey_id, title, quantity, currency,
           unit_amount, amount_total) VALUES ($1, 'sandbox', $2, 'contest', '1', 't', 2, 'gbp', 200, 1)`,
        [session.id, session.providerSessionId],
      ),
    ).rejects.toThrow(/check/i);
    await expect(insertCheckoutSession(database, newSession({ currency: 'eur' as 'gbp' }))).rejects.toThrow(/check/i);
    await expect(insertCheckoutSession(database, newSession({ quantity: 0 }))).rejects.toThrow(/check/i);
    expect(await countCheckoutSessions(database)).toBe(count);
  });

  it('counts paid contest entries only, per contest', async () => {
    const before = await paidContestEntries(database, '2');
    const paid = await insertCheckoutSession(
      database,
      newSession({ surveyId: '2', currency: 'usd', unitAmount: 300, quantity: 5 }),
    );
    const pending = await insertCheckoutSession(
      database,
      newSession({ surveyId: '2', currency: 'usd', unitAmount: 300 }),
    );
    const cancelled = await insertCheckoutSession(
      database,
      newSession({ surveyId: '2', currency: 'usd', unitAmount: 300 }),
    );
    await markSessionPaid(database, { providerSessionId: paid.providerSessionId });
    await markSessionCancelled(database, { providerSessionId: cancelled.providerSessionId });

    expect(await paidContestEntries(database, '2')).toBe(before + 5);
    expect((await findCheckoutSession(database, pending.providerSessionId))?.status).toBe('pending');
  });

  it('moves a session from pending to paid once, however many payments race for it', async () => {
    const session = await insertCheckoutSession(database, newSession({ quantity: 4 }));
    const before = await paidContestEntries(database, '1');

    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => markSessionPaid(database, { providerSessionId: session.providerSessionId })),
    );

    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already-paid')).toHaveLength(4);
    expect(await paidContestEntries(database, '1')).toBe(before + 4);
  });

  it('records each provider event once, with its outcome', async () => {
    const session = await insertCheckoutSession(database, newSession());
    const event = { id: `evt_${randomUUID()}`, type: 'checkout.session.completed' };

    expect(await markSessionPaid(database, { providerSessionId: session.providerSessionId, event })).toBe('paid');
    expect(await markSessionPaid(database, { providerSessionId: session.providerSessionId, event })).toBe(
      'duplicate-event',
    );
    expect(await markSessionCancelled(database, { providerSessionId: session.providerSessionId, event })).toBe(
      'duplicate-event',
    );
    const rows = await database.query(
      'SELECT event_type, provider_session_id, outcome FROM processed_events WHERE event_id = $1',
      [event.id],
    );
    expect(rows).toEqual([
      { event_type: 'checkout.session.completed', provider_session_id: session.providerSessionId, outcome: 'paid' },
    ]);
  });

  it('rolls a transaction back when its work fails', async () => {
    const count = await countCheckoutSessions(database);
    await expect(
      database.transaction(async (tx) => {
        await insertCheckoutSession(tx, newSession());
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    expect(await countCheckoutSessions(database)).toBe(count);
  });
});
