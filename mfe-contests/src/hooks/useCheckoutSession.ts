import { useCallback, useEffect, useState } from 'react';
import { getCheckoutSession, type CheckoutSessionSummary } from 'shared-ui';

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
  const [lookup, setLookup] = useState<CheckoutSessionLookup>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setLookup({ status: 'loading' });
    getCheckoutSession(sessionId)
      .then((result) => {
        if (!current) return;
        if (result.data) setLookup({ status: 'found', session: result.data });
        else setLookup({ status: isVerdict(result.error.status) ? 'unknown' : 'unavailable' });
      })
      .catch(() => {
        if (current) setLookup({ status: 'unavailable' });
      });
    return () => {
      current = false;
    };
  }, [sessionId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { lookup, retry };
}
