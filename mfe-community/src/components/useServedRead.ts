import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { MemberResult } from '@mindset/shared-ui';

export interface ServedRead<T> {
  /** Null until it loads, and while a retry is on its way. */
  data: T | null;
  /** The service's sentence when it failed. */
  problem: string | null;
  /** Reads again, keeping what is shown (a live change). */
  reload: () => void;
  /** Reads again after a failure, showing the loading state meanwhile. */
  retry: () => void;
}

/**
 * What a member's screen reads from member-service: read when `key` changes, again on
 * reload/retry; an answer to an earlier key that arrives late is dropped.
 */
export function useServedRead<T>(key: string, read: () => Promise<MemberResult<T>>): ServedRead<T> {
  const [data, setData] = useState<T | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const readNow = useEffectEvent(read);

  useEffect(() => {
    let current = true;
    void readNow().then((result) => {
      if (!current) return;
      setProblem(result.error);
      if (result.error === null) setData(result.data);
    });
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const retry = useCallback(() => {
    setProblem(null);
    setData(null);
    setAttempt((count) => count + 1);
  }, []);
  return { data, problem, reload, retry };
}
