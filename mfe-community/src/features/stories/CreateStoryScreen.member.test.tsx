import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCommunityStore } from '../../store/communityStore';
import {
  answerRequests,
  fetchMock,
  jsonResponse,
  requestsTo,
  signInForTest,
  signOutAfterTest,
} from '../../testing/memberTestUtils';
import { renderWithRouter } from '../../testing/renderWithRouter';
import { CreateStoryScreen } from './CreateStoryScreen';

// A member's side of the screen is lazy: loaded up front, as after a page's first visit, since its
// first transform on a busy machine outlasts a test's wait.
await import('./MemberCreateStory');

const STORIES = '/api/members/community/stories';
const MEDIA = '/api/members/community/media';

/** Every request the screen made, as "METHOD url": the page's CSP refuses any fetch of a data: or blob: URL. */
const requestsMade = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

function pngFile(name: string, size = 4): File {
  const bytes = new Uint8Array(size);
  bytes.set([137, 80, 78, 71]);
  return new File([bytes], name, { type: 'image/png' });
}

/** A member's screen arrives with their layer: ready once it offers Share. */
async function renderCreate() {
  renderWithRouter(<CreateStoryScreen />, { path: '/community/stories/create' });
  await screen.findByRole('button', { name: 'Share' });
}

function sentBodies(path: string): unknown[] {
  return requestsTo(path).map((request) => JSON.parse(String(request.body)));
}

beforeEach(() => {
  signInForTest();
  URL.createObjectURL = vi.fn(() => 'blob:story-photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(signOutAfterTest);

describe("a member's new story", () => {
  it('sends a text story, shows progress, and keeps the text when the service refuses it', async () => {
    let answer: (response: Response) => void = () => undefined;
    answerRequests({
      [`POST ${STORIES}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await renderCreate();
    await userEvent.click(screen.getByRole('tab', { name: 'Text' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Story text' }), 'Day 18 done');
    await userEvent.click(screen.getByRole('radio', { name: 'Ocean' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByRole('button', { name: 'Sharing…' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Sharing your story…');
    // The request leaves once the stories code has loaded: answer it only after it was sent.
    await vi.waitFor(() => expect(sentBodies(STORIES)).toHaveLength(1));
    answer(new Response(JSON.stringify({ error: 'A text story can be at most 500 characters.' }), { status: 400 }));

    expect(await screen.findByRole('alert')).toHaveTextContent('A text story can be at most 500 characters.');
    expect(screen.getByRole('textbox', { name: 'Story text' })).toHaveValue('Day 18 done');
    expect(screen.getByRole('radio', { name: 'Ocean' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled();
    expect(sentBodies(STORIES)).toEqual([{ kind: 'text', text: 'Day 18 done', background: 'ocean' }]);
    expect(screen.getByTestId('location')).toHaveTextContent('/community/stories/create');
  });

  it('goes back to the feed once the service has the story', async () => {
    answerRequests({ [`POST ${STORIES}`]: () => jsonResponse(201, { id: 'st9' }) });
    await renderCreate();
    await userEvent.click(screen.getByRole('tab', { name: 'Text' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Story text' }), 'Keep going');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByText('Your story is shared')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/community$/));
    expect(sentBodies(STORIES)).toEqual([{ kind: 'text', text: 'Keep going', background: 'sunrise' }]);
    // A member's story lives at the service, not on this device.
    expect(useCommunityStore.getState().createdStories).toEqual([]);
  });

  it('uploads the picked photo file itself, then shares the story naming it', async () => {
    answerRequests({
      [`POST ${MEDIA}`]: () => jsonResponse(201, { file: 'up-1.webp', kind: 'image', url: '/m/up-1.webp' }),
      [`POST ${STORIES}`]: () => jsonResponse(201, { id: 'st9' }),
    });
    await renderCreate();
    const photo = pngFile('me.png');
    await userEvent.upload(screen.getByLabelText('Choose a photo'), photo);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/community$/);
    expect(requestsMade()).toEqual([`POST ${MEDIA}`, `POST ${STORIES}`]);
    const [upload] = fetchMock.mock.calls.map(([, init]) => init);
    expect(upload?.body).toBe(photo);
    expect(upload?.headers).toEqual({ 'content-type': 'image/png' });
    expect(sentBodies(STORIES)).toEqual([{ kind: 'image', file: 'up-1.webp', alt: 'Story photo shared by jane.doe' }]);
  });

  it('refuses a photo over 10 MB before sending anything, and keeps it on screen', async () => {
    await renderCreate();
    await userEvent.upload(screen.getByLabelText('Choose a photo'), pngFile('huge.png', 10 * 1024 * 1024 + 1));
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('A photo can be at most 10 MB. Choose a smaller one.');
    expect(requestsMade()).toEqual([]);
    expect(screen.getByRole('img', { name: 'Story photo shared by jane.doe' })).toBeInTheDocument();
  });

  it('says when the photo upload is refused, and keeps the photo to try again', async () => {
    answerRequests({
      [`POST ${MEDIA}`]: () => jsonResponse(415, { error: 'That file is not a photo or video we can show.' }),
    });
    await renderCreate();
    await userEvent.upload(screen.getByLabelText('Choose a photo'), pngFile('me.png'));
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That file is not a photo or video we can show.');
    expect(screen.getByRole('img', { name: 'Story photo shared by jane.doe' })).toBeInTheDocument();
    expect(requestsTo(STORIES)).toEqual([]);
  });
});
