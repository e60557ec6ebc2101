import type { AreaId } from './areas';

/** How a remote failed: not fetched, refused before running, or threw (evaluating, rendering, a lazy chunk). */
export type RemoteFailureKind = 'unreachable' | 'refused' | 'evaluation' | 'render' | 'stale-chunk';

export interface RemoteFailureReport {
  kind: RemoteFailureKind;
  remote: AreaId;
  releaseId: string | null;
  cause: string;
}

/**
 * One classified line in the console, for whoever opens it, and a report to the shell's server
 * (`POST /client-errors`), which logs it and hands it to an error tracker.
 */
export function reportRemoteFailure(report: RemoteFailureReport): void {
  console.error(`[remote ${report.kind}] ${report.remote} (release ${report.releaseId ?? 'unknown'}): ${report.cause}`);
  const body = JSON.stringify({ ...report, page: window.location.pathname });
  // keepalive: the report still goes out when the visitor leaves the page straight away.
  fetch('/client-errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}
