import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@mindset/shared-ui';
import { useLearningStore } from '../../store/learningStore';
import { renderApp, resetVisitor } from '../../test/renderApp';
import { memberFixture } from '@mindset/shared-ui/testing';

const JANE = memberFixture;

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

beforeEach(() => {
  resetVisitor();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'mindset_member=1; path=/';
  useSessionStore.setState({ status: 'member', member: JANE });
});

afterEach(() => {
  // Signing out ends the (page-long) sync's hold on the store for the next test.
  document.cookie = 'mindset_member=; max-age=0; path=/';
  useSessionStore.setState({ status: 'guest', member: null });
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('a lesson for a signed-in member', { timeout: 30_000 }, () => {
  it('shows who is signed in, their progress from the account, and whether changes reached it', async () => {
    fetchMock.mockImplementation((url, init) => {
      if (String(url).endsWith('/session')) return answer(200, { member: JANE });
      if (init?.method === 'PUT') return answer(200, JSON.parse(String(init.body)));
      return answer(200, {
        lessons: [
          {
            moduleId: '1',
            lessonId: '1',
            checkedExercises: ['belief-audit'],
            completed: false,
            notes: 'Written on my phone.',
            updatedAt: '2026-03-02T10:00:00.000Z',
          },
        ],
      });
    });
    const user = userEvent.setup();
    renderApp('/modules/1/lesson/1');

    const panel = screen.getByRole('region', { name: 'Your progress' });
    expect(panel).toHaveTextContent('Signed in as Jane Doe (@jane.doe). Your progress is saved to your account.');
    await waitFor(() => expect(screen.getByLabelText('Complete the belief audit')).toBeChecked(), { timeout: 3_000 });
    // The notes arrive after the screen opened: the untouched draft shows them.
    expect(screen.getByRole('textbox', { name: 'Your Notes' })).toHaveValue('Written on my phone.');
    expect(screen.getByText(/Notes are saved to your account\./)).toBeInTheDocument();

    fetchMock.mockReturnValueOnce(answer(503, { error: 'The service is busy. Try again in a moment.' }));
    await user.click(screen.getByLabelText('Choose your top three beliefs'));
    const alert = await screen.findByRole('alert', {}, { timeout: 3_000 });
    expect(alert).toHaveTextContent(
      'Your latest changes are not saved to your account yet: The service is busy. Try again in a moment. They are kept on this device and we keep trying.',
    );
    expect(screen.getByLabelText('Choose your top three beliefs')).toBeChecked();

    await user.click(within(alert).getByRole('button', { name: 'Try again now' }));
    expect(await within(panel).findByText('All changes saved to your account.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const lastSave = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').at(-1);
    expect(JSON.parse(String(lastSave?.[1]?.body))).toMatchObject({
      moduleId: '1',
      lessonId: '1',
      checkedExercises: ['belief-audit', 'top-three'],
    });
    expect(useLearningStore.getState().unsaved).toEqual([]);
  });
});
