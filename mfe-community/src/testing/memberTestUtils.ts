// Test-only (imported by *.test.tsx): a signed-in member talking to a stand-in member-service.
import { useSessionStore } from '@mindset/shared-ui';
import { liveSubscriptions, memberFixture } from '@mindset/shared-ui/testing';
import { notifyManager } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { Author, Post } from '@mindset/member-contract';
import { queryClient } from '../api/queryClient';
import { loadMemberLayer } from '../app/MemberSeam';

// Loaded up front, so the app's seam shows a member's screens at once, as it does after the first
// load on a page, instead of racing each test's first query on a busy machine.
await loadMemberLayer();
// A live event's change to the query cache reaches the screen inside the test's act(), as a render would.
notifyManager.setScheduler((notify) => notify());

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

export function servedPerson(username: string, name: string): Author {
  return { username, name, avatarUrl: null, verified: false };
}

/** A post as member-service serves it, by Ana Lopez unless `changes` say otherwise. */
export function servedPostFixture(id: string, caption: string, changes: Partial<Post> = {}): Post {
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

/** Before each test: Jane is signed in, the query cache is empty and nothing is subscribed. */
export function signInForTest(): void {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.setState({ status: 'member', member: memberFixture });
  queryClient.clear();
  liveSubscriptions.length = 0;
}

/** After each test: a guest again, with the real fetch. */
export function signOutAfterTest(): void {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  useSessionStore.setState({ status: 'guest', member: null });
}
