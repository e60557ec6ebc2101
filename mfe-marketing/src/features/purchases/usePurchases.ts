import { useCallback, useEffect, useState } from 'react';
import { listPurchases, type Purchase } from '@mindset/shared-ui';

export type PurchasesState =
  { status: 'loading' } | { status: 'ready'; purchases: Purchase[] } | { status: 'failed'; message: string };

/** The payment service could not be reached at all (a refusal carries the service's own sentence). */
const UNREACHABLE = 'We could not reach the payment service. Check your connection and try again.';

/** The signed-in member's purchases, asked of the payment service with their identity token; retry asks again. */
export function usePurchases(): { state: PurchasesState; retry: () => void } {
  const [state, setState] = useState<PurchasesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    listPurchases()
      .then((result) => {
        if (!current) return;
        setState(
          result.data
            ? { status: 'ready', purchases: result.data.purchases }
            : { status: 'failed', message: result.error.fromServer ? result.error.message : UNREACHABLE },
        );
      })
      .catch(() => {
        if (current) setState({ status: 'failed', message: UNREACHABLE });
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry };
}
