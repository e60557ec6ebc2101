import { useCallback, useEffect, useState } from 'react';
import { getCheckoutSession, type CheckoutSessionSummary } from '@mindset/shared-ui';

export type CheckoutSessionLookup =
  | { status: 'loading' }
  | { status: 'found'; session: CheckoutSessionSummary }
  /** The service answered that it knows no such session (a made-up or mistyped id). */
  | { status: 'unknown' }
  /** The service could not be asked (down, or a server fault): worth a retry, not a verdict. */
  | { status: 'unavailable' };

/** 404 (no such session) and 400 (not a session id) are answers; rate limits and server faults are not. */
function isVerdict(status: number): boolean {
  return status === 404 || status === 400;
}

/** Asks the payment service what a checkout session bought and whether it is paid. */
export function useCheckoutSession(sessionId: string): { lookup: CheckoutSessionLookup; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const request = `${sessionId} ${attempt}`;
  // Each answer remembers the request it answers, so a new id or a retry shows loading at once.
  const [answer, setAnswer] = useState<{ request: string; lookup: CheckoutSessionLookup } | null>(null);
  const lookup: CheckoutSessionLookup = answer?.request === request ? answer.lookup : { status: 'loading' };

  useEffect(() => {
    let current = true;
    const settle = (result: CheckoutSessionLookup) => {
      if (current) setAnswer({ request, lookup: result });
    };
    getCheckoutSession(sessionId)
      .then((result) => {
        if (result.data) settle({ status: 'found', session: result.data });
        else settle({ status: isVerdict(result.error.status) ? 'unknown' : 'unavailable' });
      })
      .catch(() => settle({ status: 'unavailable' }));
    return () => {
      current = false;
    };
  }, [sessionId, request]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { lookup, retry };
}
