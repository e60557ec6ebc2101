import { useCallback, useEffect, useState } from 'react';
import { memberRequest, type MemberResult } from '@mindset/shared-ui';

/** A contract schema, as memberRequest takes it. */
type Schema = Parameters<typeof memberRequest>[1];
/** What a schema's answer parses to. */
type Parsed<Answer extends Schema> =
  Awaited<ReturnType<typeof memberRequest<Answer>>> extends MemberResult<infer Data> ? Data : never;

export type Served<T> = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; data: T };

/**
 * One studio answer from member-service, parsed with its contract schema, and a way to ask again
 * after an action changed it. The studio's data is never cached across pages: what a moderator acts
 * on is what the service says now.
 */
export function useServed<Answer extends Schema>(path: string, answer: Answer) {
  const [served, setServed] = useState<Served<Parsed<Answer>>>({ status: 'loading' });
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let current = true;
    void memberRequest(path, answer).then((result) => {
      if (!current) return;
      setServed(
        result.error === null ? { status: 'ready', data: result.data } : { status: 'error', error: result.error },
      );
    });
    return () => {
      current = false;
    };
  }, [path, answer, asked]);
  const reload = useCallback(() => setAsked((count) => count + 1), []);
  return { served, reload };
}
