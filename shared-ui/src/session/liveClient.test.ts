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
/** Subscribes, and waits for the contract's schemas the first connection loads. */
async function subscribe(topics: string[]) {
  const events: LiveEvent[] = [];
  unsubscribes.push(subscribeLive({ topics, onEvent: (event) => events.push(event) }));
  await vi.dynamicImportSettled();
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
  it('shares one connection on the page origin, subscribes each topic and hands events to their listeners', async () => {
    const feed = await subscribe(['feed']);
    const post = await subscribe(['post:p1']);
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

  it('connects again after a drop, asks for what it missed, and drops an event it already had', async () => {
    const feed = await subscribe(['feed']);
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

  it('does not try again once the service says the member is signed out', async () => {
    await subscribe(['feed']);
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
      async (code, reason) => {
        const cleared: string[] = [];
        const stop = onSignOut((why) => cleared.push(why));
        const feed = await subscribe(['feed']);
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
      await subscribe(['feed']);
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

  describe('onSubscribed: the service has the topics registered', () => {
    const subscribed = (topics: string[], refused: string[] = []) => ({ type: 'subscribed', topics, refused, seq: 20 });

    it('is called once the service acknowledges every topic of the subscription, and again after a reconnection', async () => {
      const calls: string[] = [];
      unsubscribes.push(
        subscribeLive({
          topics: ['chat:general', 'chat:wins'],
          onEvent: () => {},
          onSubscribed: () => calls.push('hub'),
        }),
      );
      await vi.dynamicImportSettled();
      const [first] = FakeSocket.instances;
      first?.ready(10);
      expect(calls).toEqual([]);
      // A moderator-only channel refused is answered all the same.
      first?.receive(subscribed(['chat:general'], ['chat:wins']));
      expect(calls).toEqual(['hub']);

      unsubscribes.push(
        subscribeLive({ topics: ['voice:evening'], onEvent: () => {}, onSubscribed: () => calls.push('voice') }),
      );
      expect(first?.sent.at(-1)).toEqual({ type: 'subscribe', topics: ['voice:evening'] });
      // Another message's answer is not this one's.
      first?.receive(subscribed(['chat:general', 'chat:wins']));
      expect(calls).toEqual(['hub']);
      first?.receive(subscribed(['voice:evening']));
      expect(calls).toEqual(['hub', 'voice']);

      first?.drop();
      vi.advanceTimersByTime(1_000);
      const second = FakeSocket.instances[1];
      second?.ready(30);
      second?.receive(subscribed(['chat:general', 'chat:wins', 'voice:evening']));
      expect(calls).toEqual(['hub', 'voice', 'hub', 'voice']);
    });

    it('waits for the answer to its own message when the same topic was just left and followed again', async () => {
      const calls: string[] = [];
      await subscribe(['feed']);
      const [socket] = FakeSocket.instances;
      socket?.ready(10);
      socket?.receive(subscribed(['feed']));
      // A screen that mounts, unmounts and mounts again before the service answered.
      const stopFirst = subscribeLive({ topics: ['voice:evening'], onEvent: () => {} });
      stopFirst();
      unsubscribes.push(
        subscribeLive({ topics: ['voice:evening'], onEvent: () => {}, onSubscribed: () => calls.push('room') }),
      );
      expect(socket?.sent.slice(1)).toEqual([
        { type: 'subscribe', topics: ['voice:evening'] },
        { type: 'unsubscribe', topics: ['voice:evening'] },
        { type: 'subscribe', topics: ['voice:evening'] },
      ]);
      // The answer to the first message may come before the service has the topic again: not yet.
      socket?.receive(subscribed(['voice:evening']));
      expect(calls).toEqual([]);
      socket?.receive(subscribed(['voice:evening']));
      expect(calls).toEqual(['room']);
    });

    it('is never called by a service that does not acknowledge, and events still arrive', async () => {
      const calls: string[] = [];
      const events: LiveEvent[] = [];
      unsubscribes.push(
        subscribeLive({
          topics: ['feed'],
          onEvent: (event) => events.push(event),
          onSubscribed: () => calls.push('feed'),
        }),
      );
      await vi.dynamicImportSettled();
      const [socket] = FakeSocket.instances;
      socket?.ready(10);
      socket?.receive({ type: 'event', seq: 11, topic: 'feed', data: 'a' });
      expect(events.map((event) => event.data)).toEqual(['a']);
      expect(calls).toEqual([]);
    });
  });

  it('leaves out a message of a shape it does not know and keeps listening', async () => {
    const feed = await subscribe(['feed']);
    const [socket] = FakeSocket.instances;
    socket?.ready(10);
    socket?.receive({ type: 'event', seq: 'eleven', topic: 'feed', data: 'broken' });
    socket?.receive({ type: 'shout', text: 'hello' });
    socket?.receive({ type: 'event', seq: 12, topic: 'feed', data: 'fine' });
    expect(feed.map((event) => event.data)).toEqual(['fine']);
  });
});
