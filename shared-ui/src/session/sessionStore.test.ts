import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from './sessionStore';
import { memberFixture } from '../testing';

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
});
