import type { LiveSubscription } from './session/liveClient';
import type { Member } from './session/memberClient';

// Routers for component tests only. Kept out of the package's main entry, which is a federation singleton
// loaded on every page and not tree-shaken.
export { MemoryRouter, UNSAFE_createMemoryHistory } from 'react-router';
/** A prerendered screen hydrated in a test, as a release's page is (decision 0095). */
export { hydrate, prerender, unhydrate } from './prerenderForTests';

/** One signed-in member for every area's tests, as `GET /api/members/session` describes her. */
export const memberFixture: Member = {
  id: 'm1',
  username: 'jane.doe',
  name: 'Jane Doe',
  email: 'jane@example.org',
  bio: '',
  website: '',
  phone: '',
  goals: '',
  avatarUrl: null,
  verified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** What a page subscribed to live, in order; a test plays the service's events through them. */
export const liveSubscriptions: LiveSubscription[] = [];

/**
 * For `vi.mock('@mindset/shared-ui', …)`: the real package, with `subscribeLive` recording the
 * subscription instead of opening a WebSocket. This file imports only types from the package's
 * main entry, so a mock factory of it may import this.
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
