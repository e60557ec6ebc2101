import type { Member } from './session/memberClient';

// Routers for component tests only. Kept out of the package's main entry, which is a federation singleton
// loaded on every page and not tree-shaken.
export { createMemoryRouter, MemoryRouter } from 'react-router';

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
