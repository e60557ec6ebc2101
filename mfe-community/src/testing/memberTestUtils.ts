// Test-only (imported by *.test.tsx): a signed-in member talking to a stand-in member-service.
import { useSessionStore } from '@mindset/shared-ui';
import { liveSubscriptions, memberFixture } from '@mindset/shared-ui/testing';
import { vi } from 'vitest';
import { useServedCommunityStore, type ServedPerson, type ServedPost } from '../store/servedCommunityStore';
import { useServedMessagesStore } from '../store/servedMessagesStore';

export const fetchMock = vi.fn<typeof fetch>();

export function jsonResponse(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

/** Answers each request by "METHOD path", as member-service would; anything else is a 404 naming it. */
export function answerRequests(routes: Record<string, () => Promise<Response>>): void {
  fetchMock.mockImplementation((url, init) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    return routes[key]?.() ?? jsonResponse(404, { error: `no stub for ${key}` });
  });
}

/** The requests sent to one path, with their methods and bodies. */
export function requestsTo(path: string): { method: string; body: unknown }[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => ({ method: init?.method ?? 'GET', body: init?.body }));
}

export function servedPerson(username: string, name: string): ServedPerson {
  return { username, name, avatarUrl: null, verified: false };
}

/** A post as member-service serves it, by Ana Lopez unless `changes` say otherwise. */
export function servedPostFixture(id: string, caption: string, changes: Partial<ServedPost> = {}): ServedPost {
  return {
    id,
    author: servedPerson('ana.lopez', 'Ana Lopez'),
    caption,
    location: null,
    media: [],
    likes: 1,
    comments: 1,
    liked: false,
    saved: false,
    createdAt: new Date().toISOString(),
    ...changes,
  };
}

/** Before each test: Jane is signed in, the served stores are empty and nothing is subscribed. */
export function signInForTest(): void {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.setState({ status: 'member', member: memberFixture });
  useServedCommunityStore.setState(useServedCommunityStore.getInitialState(), true);
  useServedMessagesStore.setState(useServedMessagesStore.getInitialState(), true);
  liveSubscriptions.length = 0;
}

/** After each test: a guest again, with the real fetch. */
export function signOutAfterTest(): void {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  useSessionStore.setState({ status: 'guest', member: null });
}
