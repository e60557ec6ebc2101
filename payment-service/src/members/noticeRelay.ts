import { MEMBER_NOTICES_BATCH, MEMBER_NOTICES_PATH, type MemberNoticesRequest } from '@mindset/member-contract';
import type { Database } from '@mindset/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { claimDueNotices, markDelivered, markFailed } from '../storage/memberNotices';

/** Where member-service takes notices, and the secret it wants (both from the environment). */
export interface NoticeTarget {
  memberServiceUrl: string;
  secret: string;
}

/** One delivery attempt waits this long for member-service's answer. */
export const NOTICE_ATTEMPT_TIMEOUT_MS = 5_000;
/** A failed notice is due again after 30 s, then 1, 2, 4 minutes… */
export const NOTICE_FIRST_RETRY_SECONDS = 30;
/** …for a day; then it is settled (never sent) and logged. */
export const NOTICE_GIVE_UP_SECONDS = 24 * 60 * 60;
/** A claimed batch is not taken again by another relay for this long (well past the attempt's timeout). */
const CLAIM_LEASE_SECONDS = 60;
/** Batches one run sends at most; a larger backlog goes on at the next run. */
const BATCHES_PER_RUN = 20;

export interface RelayRun {
  delivered: number;
  failed: number;
}

/**
 * payment-service's relay (docs/decisions/0141-contest-notices-from-payment-service.md): due notices,
 * at most 50 a request, POSTed to member-service's internal route with the bearer secret. A 2xx
 * marks them delivered; any other answer, or none within 5 s, puts them back with backoff.
 * member-service tells each key once, so delivering one twice (a lost answer) is harmless.
 */
export async function relayMemberNotices(
  database: Database,
  target: NoticeTarget,
  log: FastifyBaseLogger,
  post: typeof fetch = fetch,
): Promise<RelayRun> {
  const run: RelayRun = { delivered: 0, failed: 0 };
  for (let batch = 0; batch < BATCHES_PER_RUN; batch += 1) {
    const claimed = await claimDueNotices(database, MEMBER_NOTICES_BATCH, CLAIM_LEASE_SECONDS);
    if (claimed.length === 0) break;
    const ids = claimed.map((row) => row.id);
    const problem = await send(target, { notices: claimed.map((row) => row.notice) }, post);
    if (problem === null) {
      await markDelivered(database, ids);
      run.delivered += ids.length;
    } else {
      const settled = await markFailed(database, ids, problem, {
        firstDelaySeconds: NOTICE_FIRST_RETRY_SECONDS,
        giveUpSeconds: NOTICE_GIVE_UP_SECONDS,
      });
      run.failed += ids.length;
      log.warn({ notices: ids.length, problem }, 'member notices not delivered; retried later');
      if (settled.length > 0) log.error({ keys: settled, problem }, 'member notices given up after a day of retries');
      // member-service is not taking them now: the rest wait for the next run.
      break;
    }
    if (claimed.length < MEMBER_NOTICES_BATCH) break;
  }
  return run;
}

/** Null when member-service took the batch; else what went wrong, for the row and the log. */
async function send(target: NoticeTarget, body: MemberNoticesRequest, post: typeof fetch): Promise<string | null> {
  try {
    const answer = await post(`${target.memberServiceUrl}${MEMBER_NOTICES_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${target.secret}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(NOTICE_ATTEMPT_TIMEOUT_MS),
    });
    // The answer's body is not needed; reading it frees the connection.
    await answer.arrayBuffer().catch(() => undefined);
    return answer.ok ? null : `member-service answered ${answer.status}`;
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError'
      ? `member-service did not answer within ${NOTICE_ATTEMPT_TIMEOUT_MS / 1000} s`
      : `member-service could not be reached (${error instanceof Error ? error.message : String(error)})`;
  }
}
