import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import type { AreaId } from './areas';
import { reportRemoteFailure } from './errorReporting';
import { loadRemoteApp, loadedReleaseId, loadedRemoteApp, RemoteLoadError } from './remoteLoader';

export type RemoteAppState =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType }
  | { status: 'failed'; error: RemoteLoadError }
  /** A screen's chunk could not be fetched, even from the live release: only a reload helps. */
  | { status: 'outdated' }
  /** A component of the area threw while rendering; the rest of the page stays. */
  | { status: 'crashed'; message: string; releaseId: string | null };

function asLoadError(name: AreaId, error: unknown): RemoteLoadError {
  if (error instanceof RemoteLoadError) return error;
  return new RemoteLoadError('evaluation', name, null, error instanceof Error ? error.message : String(error));
}

export function useRemoteApp(name: AreaId) {
  const [attempt, setAttempt] = useState(0);
  const [staleChunkRecoveries, setStaleChunkRecoveries] = useState(0);
  const [state, setState] = useState<RemoteAppState>(() => {
    const App = loadedRemoteApp(name);
    return App ? { status: 'ready', App } : { status: 'loading' };
  });

  useEffect(() => {
    if (state.status !== 'loading') return;
    let active = true;
    loadRemoteApp(name, { fresh: attempt > 0 }).then(
      // A transition: React renders the whole area in slices the browser can interrupt, rather than
      // in one long task that keeps a phone from answering a tap.
      (App) => active && startTransition(() => setState({ status: 'ready', App })),
      (error: unknown) => {
        if (!active) return;
        const failure = asLoadError(name, error);
        reportRemoteFailure({ kind: failure.kind, remote: name, releaseId: failure.releaseId, cause: failure.message });
        setState({ status: 'failed', error: failure });
      },
    );
    return () => {
      active = false;
    };
  }, [name, attempt, state.status]);

  const retry = useCallback(() => {
    setAttempt((value) => value + 1);
    setState({ status: 'loading' });
  }, []);

  /**
   * A lazy screen's chunk failed (its release was removed, or the network dropped it): load the area
   * again from the live release, once; after that, offer a reload.
   */
  const recoverFromStaleChunk = useCallback(() => {
    if (staleChunkRecoveries > 0) {
      setState({ status: 'outdated' });
      return;
    }
    setStaleChunkRecoveries(1);
    retry();
  }, [retry, staleChunkRecoveries]);

  const showRenderError = useCallback(
    (error: Error) => setState({ status: 'crashed', message: error.message, releaseId: loadedReleaseId(name) }),
    [name],
  );

  return { state, attempt, retry, recoverFromStaleChunk, showRenderError };
}
