import type { Participant } from '@mindset/member-contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@mindset/shared-ui';
import { liveSubscriptions, memberFixture } from '@mindset/shared-ui/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../api/queryClient';
import { FakePeerConnection, fakeMicrophone, stubMicrophone, stubWebRtc } from '../../testing/fakeWebRtc';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { configuredIceServers } from './api/voiceRoom';
import { VoiceRoomScreen } from './VoiceRoomScreen';

vi.mock('@mindset/shared-ui', async (importOriginal) =>
  (await import('@mindset/shared-ui/testing')).withLiveCapture(await importOriginal<object>()),
);

const fetchMock = vi.fn<typeof fetch>();
const participant = (username: string, name: string, listenOnly = false): Participant => ({
  username,
  name,
  avatarUrl: null,
  listenOnly,
});
const jane = participant(memberFixture.username, memberFixture.name);
// Usernames sorting after Jane's ("jane.doe") wait for her offer; those before it offer to her.
const zoe = participant('zoe.kim', 'Zoe Kim');
const ben = participant('ben.ortiz', 'Ben Ortiz');
const ROOM = '/api/members/collab/voice/morning';
const SIGNAL = `${ROOM}/signal`;

/** member-service: the room holds `inRoom`; Jane's join adds her; everything else answers ok. */
function serveRoom(inRoom: Participant[]) {
  fetchMock.mockImplementation((url, init) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    const body = (value: unknown) => Promise.resolve(new Response(JSON.stringify(value), { status: 200 }));
    if (key === `GET ${ROOM}`) return body({ participants: inRoom });
    if (key === `PUT ${ROOM}`) {
      const { listenOnly } = JSON.parse(String(init?.body)) as { listenOnly: boolean };
      return body({ participants: [...inRoom, { ...jane, listenOnly }] });
    }
    if (key === `DELETE ${ROOM}`) return body({ ok: true });
    if (key === `POST ${SIGNAL}`) return body({ delivered: true });
    return Promise.resolve(new Response(JSON.stringify({ error: `no stub for ${key}` }), { status: 404 }));
  });
}

function requestsTo(path: string): { method: string; body: unknown }[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => ({ method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null }));
}

/** The service publishes an event on a topic the page subscribed to. */
function publish(topic: string, data: unknown) {
  act(() => {
    liveSubscriptions
      .filter((subscription) => subscription.topics.includes(topic))
      .forEach((subscription) => subscription.onEvent({ seq: 1, topic, data }));
  });
}

/** The morning room inside the hub's query cache, as the layout's member hub provides it. */
function renderRoom() {
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <VoiceRoomScreen roomId="morning" />
    </QueryClientProvider>,
  );
}

/** Each row's text as read out: the decorative avatar (initials) is hidden. */
const names = () =>
  within(screen.getByRole('list'))
    .queryAllByRole('listitem')
    .map((item) =>
      [...item.children]
        .filter((part) => part.getAttribute('aria-hidden') !== 'true')
        .map((part) => part.textContent)
        .join(''),
    );

// The member's room is loaded lazily; loaded once here, a busy machine's first transform of it does
// not count against a test's wait.
beforeAll(async () => {
  await import('./MemberVoiceRoom');
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  stubWebRtc();
  liveSubscriptions.length = 0;
  queryClient.clear();
  useSessionStore.setState({ status: 'member', member: memberFixture });
});

afterEach(() => {
  // Unmounted first: signing out under an open screen would update it outside the test.
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  useSessionStore.setState({ status: 'guest', member: null });
});

describe("a member's voice room", () => {
  it('shows who is in the room, and who joins and leaves, live', async () => {
    serveRoom([zoe]);
    renderRoom();
    expect(await screen.findByText('Zoe Kim')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'In this room (1)' })).toBeInTheDocument();

    publish('voice:morning', { kind: 'voice.joined', participant: participant('sam.lee', 'Sam Lee', true) });
    await waitFor(() => expect(names()).toEqual(['Zoe Kim', 'Sam LeeListening']));

    publish('voice:morning', { kind: 'voice.left', username: 'zoe.kim' });
    await waitFor(() => expect(names()).toEqual(['Sam LeeListening']));
    expect(screen.getByRole('heading', { name: 'In this room (1)' })).toBeInTheDocument();
  });

  it('reads the room again once the service has the subscription, so a join in between shows', async () => {
    serveRoom([zoe]);
    renderRoom();
    expect(await screen.findByText('Zoe Kim')).toBeInTheDocument();
    // Sam joined after the first read, before the subscription was in place: no event for it comes.
    serveRoom([zoe, participant('sam.lee', 'Sam Lee')]);
    act(() =>
      liveSubscriptions.find((subscription) => subscription.topics.includes('voice:morning'))?.onSubscribed?.(),
    );
    expect(await screen.findByText('Sam Lee')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'In this room (2)' })).toBeInTheDocument();
  });

  it('joins listen-only when the microphone is refused, and says so', async () => {
    const user = userEvent.setup();
    serveRoom([zoe]);
    stubMicrophone(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    renderRoom();
    await screen.findByText('Zoe Kim');

    await user.click(screen.getByRole('button', { name: 'Join room' }));

    expect(await screen.findByRole('button', { name: 'Leave room' })).toBeInTheDocument();
    expect(requestsTo(ROOM).filter(({ method }) => method === 'PUT')).toEqual([
      { method: 'PUT', body: { listenOnly: true } },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Microphone unavailable: you joined listen-only. Others in the room can still be heard.',
    );
    expect(names()).toEqual(['Zoe Kim', 'Jane DoeYouListening']);
    // Without a microphone, the offer still asks to receive the others' audio.
    await waitFor(() => expect(FakePeerConnection.connections[0]?.transceivers).toEqual(['audio:recvonly']));
  });

  it('offers audio to a member in the room, plays theirs, and leaving hangs up', async () => {
    const user = userEvent.setup();
    const microphone = fakeMicrophone();
    serveRoom([zoe]);
    stubMicrophone(() => Promise.resolve(microphone.stream));
    renderRoom();
    await screen.findByText('Zoe Kim');

    await user.click(screen.getByRole('button', { name: 'Join room' }));

    expect(await screen.findByRole('status')).toHaveTextContent('You joined the voice room.');
    expect(requestsTo(ROOM).filter(({ method }) => method === 'PUT')).toEqual([
      { method: 'PUT', body: { listenOnly: false } },
    ]);
    await waitFor(() =>
      expect(requestsTo(SIGNAL)).toEqual([
        { method: 'POST', body: { to: 'zoe.kim', signal: { type: 'offer', sdp: 'offer-sdp' } } },
      ]),
    );
    const [connection] = FakePeerConnection.connections;
    expect(connection?.tracks).toEqual([microphone.track]);

    connection?.findCandidate('candidate:1 1 udp 2122260223 192.168.1.4 50000 typ host');
    await waitFor(() =>
      expect(requestsTo(SIGNAL).at(-1)?.body).toEqual({
        to: 'zoe.kim',
        signal: {
          type: 'candidate',
          candidate: 'candidate:1 1 udp 2122260223 192.168.1.4 50000 typ host',
          sdpMid: '0',
          sdpMLineIndex: 0,
        },
      }),
    );

    publish(`member:${memberFixture.id}`, {
      kind: 'voice.signal',
      room: 'morning',
      from: 'zoe.kim',
      signal: { type: 'answer', sdp: 'zoe-answer' },
    });
    await waitFor(() => expect(connection?.remoteDescription).toEqual({ type: 'answer', sdp: 'zoe-answer' }));
    act(() => connection?.receiveAudio(fakeMicrophone().stream));
    expect(document.querySelectorAll('audio[data-peer="zoe.kim"]')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Leave room' }));

    expect(requestsTo(ROOM).filter(({ method }) => method === 'DELETE')).toHaveLength(1);
    expect(connection?.closed).toBe(true);
    expect(microphone.track.stop).toHaveBeenCalled();
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('You left the voice room.');
    expect(names()).toEqual(['Zoe Kim']);
    expect(screen.getByRole('button', { name: 'Join room' })).toHaveFocus();
  });

  it('answers the offer of a member whose username sorts first', async () => {
    const user = userEvent.setup();
    serveRoom([ben]);
    stubMicrophone(() => Promise.resolve(fakeMicrophone().stream));
    renderRoom();
    await screen.findByText('Ben Ortiz');
    await user.click(screen.getByRole('button', { name: 'Join room' }));
    await screen.findByRole('button', { name: 'Leave room' });
    expect(FakePeerConnection.connections).toHaveLength(0);

    publish(`member:${memberFixture.id}`, {
      kind: 'voice.signal',
      room: 'morning',
      from: 'ben.ortiz',
      signal: { type: 'offer', sdp: 'ben-offer' },
    });

    await waitFor(() =>
      expect(requestsTo(SIGNAL)).toEqual([
        { method: 'POST', body: { to: 'ben.ortiz', signal: { type: 'answer', sdp: 'answer-sdp' } } },
      ]),
    );
    expect(FakePeerConnection.connections[0]?.remoteDescription).toEqual({ type: 'offer', sdp: 'ben-offer' });
  });

  it('leaves the room when the screen closes', async () => {
    const user = userEvent.setup();
    const microphone = fakeMicrophone();
    serveRoom([]);
    stubMicrophone(() => Promise.resolve(microphone.stream));
    const { unmount } = renderRoom();
    await user.click(await screen.findByRole('button', { name: 'Join room' }));
    await screen.findByRole('button', { name: 'Leave room' });

    unmount();

    expect(requestsTo(ROOM).filter(({ method }) => method === 'DELETE')).toHaveLength(1);
    expect(microphone.track.stop).toHaveBeenCalled();
    expect(liveSubscriptions).toHaveLength(0);
  });
});

describe('ICE servers', () => {
  it('come from VITE_ICE_SERVERS when it is a list of servers, and are none otherwise', () => {
    const turn = [{ urls: 'turn:turn.example.org:3478', username: 'u', credential: 'c' }];
    expect(configuredIceServers(JSON.stringify(turn))).toEqual(turn);
    expect(configuredIceServers(undefined)).toEqual([]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(configuredIceServers('turn:turn.example.org')).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
