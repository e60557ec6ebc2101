import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@mindset/shared-ui';
import { memberFixture } from '@mindset/shared-ui/testing';
import { useServedCommunityStore } from '../../store/servedCommunityStore';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { CreatePostScreen, MEMBER_MEDIA_NOT_YET } from './CreatePostScreen';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const servedPost = {
  id: 'p9',
  author: { username: 'jane.doe', name: 'Jane Doe', avatarUrl: null, verified: false },
  caption: 'Hello members',
  location: 'Leeds',
  likes: 0,
  comments: 0,
  liked: false,
  saved: false,
  createdAt: new Date().toISOString(),
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.setState({ status: 'member', member: memberFixture });
  useServedCommunityStore.setState(useServedCommunityStore.getInitialState(), true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  useSessionStore.setState({ status: 'guest', member: null });
});

describe("a member's new post", () => {
  it('is sent to the service, and a refusal keeps what they wrote', async () => {
    fetchMock.mockReturnValueOnce(json(400, { error: 'The caption can be at most 10,000 characters.' }));
    fetchMock.mockReturnValueOnce(json(201, { post: servedPost }));
    renderWithRouter(<CreatePostScreen />, { path: '/community/create' });
    await userEvent.type(screen.getByLabelText('Caption'), 'Hello members');
    await userEvent.type(screen.getByLabelText('Location'), 'Leeds');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The caption can be at most 10,000 characters.');
    expect(screen.getByLabelText('Caption')).toHaveValue('Hello members');

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/community');
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ caption: 'Hello members', location: 'Leeds' });
    expect(useServedCommunityStore.getState().feed).toEqual(['p9']);
  });

  it('says photos cannot go to members yet, and sends nothing', async () => {
    renderWithRouter(<CreatePostScreen />, { path: '/community/create' });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/Add photos or videos/), photo);
    await userEvent.type(screen.getByLabelText('Caption'), 'With a photo');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MEMBER_MEDIA_NOT_YET);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
