import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from 'shared-ui';
import { loadRemoteApp, loadedRemoteApp } from './remoteLoader';

export type RemoteAppState =
  { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed'; error: Error };

export function useRemoteApp(name: RemoteName): RemoteAppState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteAppState>(() => {
    const App = loadedRemoteApp(name);
    return App ? { status: 'ready', App } : { status: 'loading' };
  });

  useEffect(() => {
    if (state.status !== 'loading') return;
    let active = true;
    loadRemoteApp(name, attempt).then(
      // A transition: React renders the whole area in slices the browser can interrupt, rather than
      // in one long task that keeps a phone from answering a tap.
      (App) => active && startTransition(() => setState({ status: 'ready', App })),
      (error: unknown) =>
        active && setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      active = false;
    };
  }, [name, attempt, state.status]);

  const retry = useCallback(() => {
    setAttempt((value) => value + 1);
    setState({ status: 'loading' });
  }, []);

  return { ...state, retry };
}
