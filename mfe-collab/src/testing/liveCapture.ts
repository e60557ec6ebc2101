// Test-only (imported by *.test.tsx and their vi.mock factories): the live connection, captured.
// Only a type is imported from shared-ui, so a vi.mock factory of shared-ui may import this file.
import type { LiveSubscription } from '@mindset/shared-ui';

/** What the page subscribed to, in order; a test plays the service's events through them. */
export const liveSubscriptions: LiveSubscription[] = [];

/**
 * For `vi.mock('@mindset/shared-ui', …)`: the real package, with `subscribeLive` recording the
 * subscription instead of opening a WebSocket.
 */
export function withLiveCapture<Package extends object>(actual: Package): Package {
  return {
    ...actual,
    subscribeLive: (subscription: LiveSubscription) => {
      liveSubscriptions.push(subscription);
      return () => liveSubscriptions.splice(liveSubscriptions.indexOf(subscription), 1);
    },
  };
}
