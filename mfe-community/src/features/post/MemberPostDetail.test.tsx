import { act, screen } from '@testing-library/react';
import { liveSubscriptions } from '@mindset/shared-ui/testing';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { PostDetailScreen } from './PostDetailScreen';
import { fetchMock, jsonResponse, servedPerson, signInForTest, signOutAfterTest } from '../../testing/memberTestUtils';

vi.mock('@mindset/shared-ui', async (importOriginal) =>
  (await import('@mindset/shared-ui/testing')).withLiveCapture(await importOriginal<object>()),
);

const ana = servedPerson('ana.lopez', 'Ana Lopez');
const ben = servedPerson('ben.okoro', 'Ben Okoro');
const post = {
  id: 'p1',
  author: ana,
  caption: 'Ran my first 5k',
  location: null,
  media: [],
  likes: 0,
  comments: 1,
  liked: false,
  saved: false,
  createdAt: new Date().toISOString(),
};
const comment = (id: string, author: typeof ana, text: string) => ({
  id,
  postId: 'p1',
  author,
  text,
  createdAt: new Date().toISOString(),
});

const json = jsonResponse;

beforeEach(signInForTest);
afterEach(signOutAfterTest);

describe("a member's post page", () => {
  it('loads a post shared by another member with its comments, and comments reach it live', async () => {
    fetchMock.mockReturnValueOnce(json(200, { post, comments: [comment('c1', ben, 'Well done!')] }));
    fetchMock.mockReturnValueOnce(
      json(201, { comment: comment('c2', { ...ana, username: 'jane.doe', name: 'Jane Doe' }, 'Proud of you') }),
    );
    renderWithRouter(<PostDetailScreen />, { path: '/community/post/:postId', entries: ['/community/post/p1'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Post by Ana Lopez' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(screen.getByText('Well done!')).toBeInTheDocument();
    expect(liveSubscriptions.map((subscription) => subscription.topics)).toEqual([['post:p1']]);

    await userEvent.type(screen.getByLabelText('Add a comment'), 'Proud of you');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Proud of you')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect([String(url), init?.method, init?.body]).toEqual([
      '/api/members/community/posts/p1/comments',
      'POST',
      '{"text":"Proud of you"}',
    ]);

    act(() =>
      liveSubscriptions[0]?.onEvent({
        seq: 9,
        topic: 'post:p1',
        data: { kind: 'comment.created', comment: comment('c3', ben, 'Next stop 10k'), comments: 3 },
      }),
    );
    expect(screen.getByText('Next stop 10k')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeInTheDocument();
  });

  it('keeps a refused comment in the box with the reason', async () => {
    fetchMock.mockReturnValueOnce(json(200, { post, comments: [] }));
    fetchMock.mockReturnValueOnce(json(400, { error: 'A comment can be at most 2,000 characters.' }));
    renderWithRouter(<PostDetailScreen />, { path: '/community/post/:postId', entries: ['/community/post/p1'] });
    await userEvent.type(await screen.findByLabelText('Add a comment'), 'Too long');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A comment can be at most 2,000 characters.');
    expect(screen.getByLabelText('Add a comment')).toHaveValue('Too long');
  });

  it('says the post is not available when the service has no such post', async () => {
    fetchMock.mockReturnValueOnce(json(404, { error: 'That post is not there any more.' }));
    renderWithRouter(<PostDetailScreen />, { path: '/community/post/:postId', entries: ['/community/post/gone'] });
    expect(await screen.findByText("This post isn't available")).toBeInTheDocument();
  });

  it('reports another member’s post to the moderators with a reason', async () => {
    fetchMock.mockReturnValueOnce(json(200, { post, comments: [] }));
    fetchMock.mockReturnValueOnce(json(200, { ok: true }));
    renderWithRouter(<PostDetailScreen />, { path: '/community/post/:postId', entries: ['/community/post/p1'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Report post' }));
    // The dialog's code arrives with its first use.
    await userEvent.click(await screen.findByRole('radio', { name: 'False information' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Report submitted')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect([String(url), init?.method, init?.body]).toEqual([
      '/api/members/community/posts/p1/report',
      'POST',
      '{"reason":"False information"}',
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no report on the member’s own post', async () => {
    fetchMock.mockReturnValueOnce(
      json(200, { post: { ...post, author: servedPerson('jane.doe', 'Jane Doe') }, comments: [] }),
    );
    renderWithRouter(<PostDetailScreen />, { path: '/community/post/:postId', entries: ['/community/post/p1'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Post by Jane Doe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report post' })).not.toBeInTheDocument();
  });
});
