import { memberFixture } from '../testing';
import { useToastStore } from '../toast/toastStore';
import { subscribeLive, type LiveEvent } from './liveClient';
import { onSignOut, sessionEndMessages } from './sessionEnd';
import { useSessionStore } from './sessionStore';

/** A stand-in for the browser's WebSocket: records what the page sends and lets the test answer. */
class FakeSocket extends EventTarget {
  static OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  constructor(readonly url: URL) {
    super();
    FakeSocket.instances.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  /** The service says ready (the connection is open). */
  ready(seq: number) {
    this.readyState = FakeSocket.OPEN;
    this.receive({ type: 'ready', seq });
  }
  receive(message: object) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
}

const unsubscribes: (() => void)[] = [];
function subscribe(topics: string[]) {
  const events: LiveEvent[] = [];
  unsubscribes.push(subscribeLive({ topics, onEvent: (event) => events.push(event) }));
  return events;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  FakeSocket.instances = [];
});
afterEach(() => {
  unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('subscribeLive', () => {
  it('shares one connection on the page origin, subscribes each topic and hands events to their listeners', () => {
    const feed = subscribe(['feed']);
    const post = subscribe(['post:p1']);
    expect(FakeSocket.instances).toHaveLength(1);
    const [socket] = FakeSocket.instances;
    expect(socket?.url.href).toBe('ws://localhost:3000/api/members/live');

    socket?.ready(10);
    expect(socket?.sent).toEqual([{ type: 'subscribe', topics: ['feed', 'post:p1'] }]);
    socket?.receive({ type: 'event', seq: 11, topic: 'feed', data: { kind: 'post.created' } });
    socket?.receive({ type: 'event', seq: 12, topic: 'post:p1', data: { kind: 'post.likes', likes: 3 } });
    expect(feed.map((event) => event.seq)).toEqual([11]);
    expect(post.map((event) => event.data)).toEqual([{ kind: 'post.likes', likes: 3 }]);
  });

  it('connects again after a drop, asks for what it missed, and drops an event it already had', () => {
    const feed = subscribe(['feed']);
    const [first] = FakeSocket.instances;
    first?.ready(10);
    first?.receive({ type: 'event', seq: 11, topic: 'feed', data: 'a' });
    first?.drop();

    vi.advanceTimersByTime(1_000);
    const second = FakeSocket.instances[1];
    second?.ready(13);
    expect(second?.sent).toEqual([{ type: 'subscribe', topics: ['feed'], since: 11 }]);
    second?.receive({ type: 'event', seq: 11, topic: 'feed', data: 'a' });
    second?.receive({ type: 'event', seq: 12, topic: 'feed', data: 'b' });
    expect(feed.map((event) => event.data)).toEqual(['a', 'b']);
  });

  it('does not try again once the service says the member is signed out', () => {
    subscribe(['feed']);
    FakeSocket.instances[0]?.drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  describe('sign-out does not sign out: a session revoked elsewhere', () => {
    beforeEach(() => {
      useSessionStore.setState({ status: 'member', member: memberFixture });
      useToastStore.setState({ current: null });
    });

    it.each([
      [4411, 'signed-out'],
      [4412, 'signed-out-elsewhere'],
      [4413, 'password-changed'],
      [4414, 'account-deactivated'],
      [4415, 'account-deleted'],
    ] as const)(
      'closed with %i: the page becomes a guest, says why, clears member data and stays closed',
      (code, reason) => {
        const cleared: string[] = [];
        const stop = onSignOut((why) => cleared.push(why));
        const feed = subscribe(['feed']);
        const [socket] = FakeSocket.instances;
        socket?.ready(10);
        socket?.drop(code);

        expect(useSessionStore.getState()).toMatchObject({ status: 'guest', member: null });
        expect(useToastStore.getState().current).toMatchObject({
          title: 'You were signed out',
          description: sessionEndMessages[reason],
        });
        expect(cleared).toEqual([reason]);
        vi.advanceTimersByTime(60_000);
        expect(FakeSocket.instances).toHaveLength(1);
        expect(feed).toEqual([]);
        stop();
      },
    );

    it('says nothing when this page is the one signing out', async () => {
      subscribe(['feed']);
      const [socket] = FakeSocket.instances;
      socket?.ready(10);
      const signingOut = useSessionStore.getState().endSessionHere('signed-out', async () => {
        // The service closes this tab's socket before its answer arrives.
        socket?.drop(4411);
        return { data: true, error: null };
      });
      await signingOut;
      expect(useSessionStore.getState().status).toBe('guest');
      expect(useToastStore.getState().current).toBeNull();
    });
  });
});
