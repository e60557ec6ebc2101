import { Component, type ReactNode } from 'react';
import type { AreaId } from './areas';
import { reportRemoteFailure } from './errorReporting';
import { isModuleFetchFailure, loadedReleaseId } from './remoteLoader';

interface RemoteErrorBoundaryProps {
  remote: AreaId;
  onStaleChunk: () => void;
  /** The area shows its own error panel (with Retry) in place of the remote; the page's chrome stays. */
  onRenderError: (error: Error) => void;
  children: ReactNode;
}

/**
 * Around a mounted remote: reports what it throws while rendering (remote and release) and hands it
 * to `onRenderError`, so one area's failure never takes the whole page; a lazy chunk that could not be
 * fetched goes to `onStaleChunk` instead. A class because React catches render errors only in class
 * components.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown) {
    const stale = isModuleFetchFailure(error);
    reportRemoteFailure({
      kind: stale ? 'stale-chunk' : 'render',
      remote: this.props.remote,
      releaseId: loadedReleaseId(this.props.remote),
      cause: error instanceof Error ? error.message : String(error),
    });
    if (stale) this.props.onStaleChunk();
    else this.props.onRenderError(error instanceof Error ? error : new Error(String(error)));
  }

  render() {
    return this.state.error ? null : this.props.children;
  }
}
