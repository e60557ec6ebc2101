import type { Queryable } from '@mindset/service-kit';

/** Failed sign-ins counted per email over a window; kept in the database, so every instance agrees. */
export async function tooManyFailures(
  db: Queryable,
  emailKey: string,
  { maxFailures, windowMinutes }: { maxFailures: number; windowMinutes: number },
): Promise<boolean> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM sign_in_failures
      WHERE email_key = $1 AND failed_at > now() - make_interval(mins => $2)`,
    [emailKey, windowMinutes],
  );
  return (row?.count ?? 0) >= maxFailures;
}

export async function recordFailure(db: Queryable, emailKey: string): Promise<void> {
  await db.query('INSERT INTO sign_in_failures (email_key) VALUES ($1)', [emailKey]);
}

export async function clearFailures(db: Queryable, emailKey: string): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE email_key = $1', [emailKey]);
}
