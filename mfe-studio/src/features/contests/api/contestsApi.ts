import { useEffect, useState } from 'react';
import { identityTokenAnswer } from '@mindset/member-contract';
import {
  contestAnswer,
  contestsAnswer,
  drawRecord,
  type ContestAnswer,
  type ContestsAnswer,
  type DrawRecord,
} from '@mindset/payment-contract/contests';
import { memberRequest, paymentServiceUrl } from '@mindset/shared-ui';
import type { Served } from '../../../components/useServed';

export type StudioContest = ContestsAnswer['contests'][number];

/** `{data}` or `{error}` with the service's sentence (or a plain one when it could not be reached). */
type Answer<T> = { data: T; error: null } | { data: null; error: string };

/** A draw locks its round and lists every entry: it is given the time member requests get. */
const TIMEOUT_MS = 10_000;

export const contestsMessages = {
  unreachable: 'We could not reach the payment service. Check your connection and try again.',
  notUnderstood: 'The payment service answered in a way this page does not understand. Reload the page.',
} as const;

/** The answer's body when the payment service said yes; its sentence (or a plain one) when it said no. */
async function paymentRequest(
  path: string,
  init: { method?: 'POST'; headers?: Record<string, string> } = {},
): Promise<Answer<unknown>> {
  let response: Response;
  try {
    response = await fetch(`${paymentServiceUrl()}${path}`, {
      method: init.method ?? 'GET',
      headers: init.headers,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { data: null, error: contestsMessages.unreachable };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { data: body, error: null };
  const sentence =
    body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : null;
  return { data: null, error: sentence ?? contestsMessages.unreachable };
}

/** Parses a yes with the contract's schema: an answer of another shape is an error, never data. */
function parsed<T>(
  answer: Answer<unknown>,
  schema: { safeParse(body: unknown): { success: true; data: T } | { success: false } },
): Answer<T> {
  if (answer.error !== null) return answer;
  const result = schema.safeParse(answer.data);
  return result.success ? { data: result.data, error: null } : { data: null, error: contestsMessages.notUnderstood };
}

export async function fetchContests(): Promise<Answer<ContestsAnswer>> {
  return parsed(await paymentRequest('/contests'), contestsAnswer);
}

export async function fetchContest(contestId: string): Promise<Answer<ContestAnswer>> {
  return parsed(await paymentRequest(`/contests/${encodeURIComponent(contestId)}`), contestAnswer);
}

/**
 * Runs a round's draw as the signed-in owner: member-service gives an identity token that says their
 * role, and the payment service decides (docs/decisions/0117-owner-runs-the-draw.md).
 */
export async function runDraw(contestId: string, round: number): Promise<Answer<DrawRecord>> {
  const identity = await memberRequest('/identity-token', identityTokenAnswer, { method: 'POST' });
  if (identity.error !== null) return identity;
  const path = `/contests/${encodeURIComponent(contestId)}/rounds/${round}/draw`;
  return parsed(
    await paymentRequest(path, { method: 'POST', headers: { authorization: `Bearer ${identity.data.token}` } }),
    drawRecord,
  );
}

/** Every contest the payment service runs, as it says now. */
export function useContests(): Served<StudioContest[]> {
  const [served, setServed] = useState<Served<StudioContest[]>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void fetchContests().then((answer) => {
      if (!current) return;
      setServed(
        answer.error === null
          ? { status: 'ready', data: answer.data.contests }
          : { status: 'error', error: answer.error },
      );
    });
    return () => {
      current = false;
    };
  }, []);
  return served;
}
