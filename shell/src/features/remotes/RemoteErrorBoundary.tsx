import { Component, type ReactNode } from 'react';
import type { RemoteName } from '@mindset/shared-ui';
import { reportRemoteFailure } from './errorReporting';
import { isModuleFetchFailure, loadedReleaseId } from './remoteLoader';

interface RemoteErrorBoundaryProps {
  remote: RemoteName;
  onStaleChunk: () => void;
  children: ReactNode;
}

function Rethrow({ error }: { error: Error }): never {
  throw error;
}

/**
 * Around a mounted remote: reports what it throws while rendering (remote and release), then hands the
 * error on to the route's error page; a lazy chunk that could not be fetched goes to `onStaleChunk`
 * instead. A class because React catches render errors only in class components.
 */
export class RemoteErrorBoundary extends Component<
  RemoteErrorBoundaryProps,
  { error: Error | null; reported: boolean }
> {
  state = { error: null as Error | null, reported: false };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown) {
    if (this.state.reported) return;
    const stale = isModuleFetchFailure(error);
    reportRemoteFailure({
      kind: stale ? 'stale-chunk' : 'render',
      remote: this.props.remote,
      releaseId: loadedReleaseId(this.props.remote),
      cause: error instanceof Error ? error.message : String(error),
    });
    if (stale) this.props.onStaleChunk();
    // Handed on only now: a boundary that throws again while rendering never reaches this commit.
    else this.setState({ reported: true });
  }

  render() {
    const { error, reported } = this.state;
    if (!error) return this.props.children;
    return reported ? <Rethrow error={error} /> : null;
  }
}
