import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberRequest } from './memberClient';
import { useSessionStore } from './sessionStore';
import { onSignOut } from './sessionEnd';
import { memberFixture } from '../testing';
import { useVisitorProfileStore } from '../identity/visitorProfileStore';
import { useToastStore } from '../toast/toastStore';

const JANE = memberFixture;

function answer(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.setState({ status: 'unknown', member: null });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  document.cookie = 'mindset_member=; max-age=0; path=/';
});

describe('session store', () => {
  it('treats a browser without the signed-in hint as a guest without asking the service', async () => {
    await useSessionStore.getState().refresh();
    expect(useSessionStore.getState()).toMatchObject({ status: 'guest', member: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the service when the hint is there, and holds the member it names', async () => {
    document.cookie = 'mindset_member=1; path=/';
    fetchMock.mockReturnValueOnce(answer(200, { member: JANE }));
    await useSessionStore.getState().refresh();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/members/session',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(useSessionStore.getState()).toMatchObject({ status: 'member', member: { name: 'Jane Doe' } });
  });

  it('falls back to guest when the service cannot be reached', async () => {
    document.cookie = 'mindset_member=1; path=/';
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await useSessionStore.getState().refresh();
    expect(useSessionStore.getState()).toMatchObject({ status: 'guest', member: null });
  });

  it("signs in, passes on the service's refusal in its own words, and signs out", async () => {
    fetchMock.mockReturnValueOnce(answer(401, { error: 'The email or password is not correct.' }));
    expect(await useSessionStore.getState().signIn('jane@example.org', 'wrong')).toEqual({
      data: null,
      error: 'The email or password is not correct.',
    });
    expect(useSessionStore.getState().status).not.toBe('member');

    fetchMock.mockReturnValueOnce(answer(200, { member: JANE, restored: false }));
    await useSessionStore.getState().signIn('jane@example.org', 'right-password');
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(init).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ email: 'jane@example.org', password: 'right-password' }),
    });
    expect(useSessionStore.getState().member?.name).toBe('Jane Doe');

    fetchMock.mockReturnValueOnce(answer(200, { ok: true }));
    await useSessionStore.getState().signOut();
    expect(useSessionStore.getState()).toMatchObject({ status: 'guest', member: null });
  });

  it('joins: the new member is signed in', async () => {
    fetchMock.mockReturnValueOnce(answer(201, { member: JANE }));
    const result = await useSessionStore
      .getState()
      .join({ name: 'Jane Doe', email: 'jane@example.org', password: 'long enough' });
    expect(result.data?.username).toBe('jane.doe');
    expect(useSessionStore.getState().status).toBe('member');
  });

  it('Log out is one event: every area registered clears what it holds, and its stored keys leave the browser', async () => {
    useSessionStore.setState({ status: 'member', member: JANE });
    useVisitorProfileStore.getState().rename('Jane Typed At Join');
    window.localStorage.setItem('mindset-area-with-member-data', '{"name":"Jane Doe"}');
    window.sessionStorage.setItem('mindset-area-with-member-data', '{"name":"Jane Doe"}');
    const cleared: string[] = [];
    const stop = onSignOut((reason) => cleared.push(reason), ['mindset-area-with-member-data']);

    fetchMock.mockReturnValueOnce(answer(200, { ok: true }));
    expect(await useSessionStore.getState().signOut()).toEqual({ data: true, error: null });
    expect(cleared).toEqual(['signed-out']);
    expect(window.localStorage.getItem('mindset-area-with-member-data')).toBeNull();
    expect(window.sessionStorage.getItem('mindset-area-with-member-data')).toBeNull();
    // The name typed at /join is gone too: the guest is the spec's sample visitor again.
    expect(useVisitorProfileStore.getState().name).toBeNull();
    expect(window.localStorage.getItem('mindset-visitor-profile') ?? '').not.toContain('Jane');
    // This page signed out itself: no notice about it.
    expect(useToastStore.getState().current).toBeNull();
    stop();
  });

  it('keeps everything when Log out does not reach the service', async () => {
    useSessionStore.setState({ status: 'member', member: JANE });
    const cleared: string[] = [];
    const stop = onSignOut((reason) => cleared.push(reason));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await useSessionStore.getState().signOut()).error).not.toBeNull();
    expect(useSessionStore.getState().member).toEqual(JANE);
    expect(cleared).toEqual([]);
    stop();
  });

  it('a request refused for want of a session, when the service no longer knows it, signs the page out and says so', async () => {
    useSessionStore.setState({ status: 'member', member: JANE });
    useToastStore.setState({ current: null });
    document.cookie = 'mindset_member=1; path=/';
    fetchMock.mockReturnValueOnce(answer(401, { error: 'Sign in to do this.' }));
    fetchMock.mockReturnValueOnce(answer(200, { member: null }));
    await memberRequest('/me/settings');
    await vi.waitFor(() => expect(useSessionStore.getState().status).toBe('guest'));
    expect(useToastStore.getState().current?.description).toBe('Your session has ended. Sign in again to continue.');
  });
});
