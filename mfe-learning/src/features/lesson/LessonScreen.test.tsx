import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLearningStore } from '../../store/learningStore';
import { renderApp, resetVisitor } from '../../test/renderApp';

const lesson1Exercises = [
  'Complete the belief audit',
  'Choose your top three beliefs',
  'Rate how true each one feels',
  'Start your belief log',
];

function navigation() {
  return within(screen.getByRole('navigation', { name: 'Lesson navigation' }));
}

async function tick(user: ReturnType<typeof userEvent.setup>, titles: string[]) {
  for (const title of titles) await user.click(screen.getByLabelText(title));
}

// Whole lesson pages are large for jsdom and this machine is shared: allow for slow runs.
describe('/modules/:moduleId/lesson/:lessonId', { timeout: 30_000 }, () => {
  beforeEach(resetVisitor);

  it('shows the lesson with its position and module progress', () => {
    renderApp('/modules/1/lesson/1');
    expect(screen.getByRole('heading', { level: 1, name: 'Mapping Your Belief System' })).toBeInTheDocument();
    expect(screen.getByText('Discover the hidden rules that decide what you attempt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Module 1: Limiting Belief Elimination/ })).toHaveAttribute(
      'href',
      '/modules/1',
    );
    expect(screen.getByText('Lesson 1 of 8')).toBeInTheDocument();
    // 1 / 8 = 12.5%, shown rounded.
    expect(screen.getByText('Module progress 13%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /progress/ })).toHaveAttribute('aria-valuenow', '13');
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Key Takeaways' })).toBeInTheDocument();
    expect(screen.getAllByText('Hands-On')).toHaveLength(2);
    expect(screen.getAllByText('Theory')).toHaveLength(3);
    // Light markup arrives as elements, not as asterisks.
    expect(screen.getByText('conclusion your brain treats as a fact', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByText('15 min')).toBeInTheDocument();
  });

  it.each([
    ['/modules/1/lesson/2', 'Tracing Beliefs to Their Roots', 'Lesson 2 of 8', 'Module progress 25%'],
    ['/modules/2/lesson/1', 'From Wishes to Outcomes', 'Lesson 1 of 7', 'Module progress 14%'],
  ])('shows %s as "%s", %s, %s', (path, title, position, progress) => {
    renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(position)).toBeInTheDocument();
    expect(screen.getByText(progress)).toBeInTheDocument();
  });

  it('keeps Next Lesson disabled until every exercise is checked', async () => {
    const user = userEvent.setup();
    renderApp('/modules/1/lesson/1');
    const nav = navigation();

    const blockedNext = nav.getByRole('button', { name: /Next Lesson/ });
    expect(blockedNext).toHaveAttribute('aria-disabled', 'true');
    expect(blockedNext).toHaveAccessibleDescription('Complete all exercises to continue');
    expect(nav.queryByRole('link', { name: /Next Lesson/ })).not.toBeInTheDocument();

    await tick(user, lesson1Exercises.slice(0, 3));
    expect(screen.getByText('3 of 4 done')).toBeInTheDocument();
    // The gated button sends the visitor to what is still open.
    await user.click(nav.getByRole('button', { name: /Next Lesson/ }));
    expect(screen.getByLabelText('Start your belief log')).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Mapping Your Belief System' })).toBeInTheDocument();

    await tick(user, ['Start your belief log']);
    expect(screen.getByText('4 of 4 done')).toBeInTheDocument();
    expect(screen.queryByText('Complete all exercises to continue')).not.toBeInTheDocument();
    const next = nav.getByRole('link', { name: /Next Lesson/ });
    expect(next).toHaveAttribute('href', '/modules/1/lesson/2');

    // Unticking one gates it again.
    await tick(user, ['Choose your top three beliefs']);
    expect(nav.getByRole('button', { name: /Next Lesson/ })).toHaveAttribute('aria-disabled', 'true');
    await tick(user, ['Choose your top three beliefs']);

    await user.click(nav.getByRole('link', { name: /Next Lesson/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'Tracing Beliefs to Their Roots' })).toBeInTheDocument();
    // Lesson 2 has its own, unticked checklist.
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  });

  it('disables Previous Lesson on lesson 1 and links back from lesson 2', () => {
    const { unmount } = renderApp('/modules/1/lesson/1');
    expect(navigation().getByRole('button', { name: /Previous Lesson/ })).toBeDisabled();
    unmount();

    renderApp('/modules/1/lesson/2');
    expect(navigation().getByRole('link', { name: /Previous Lesson/ })).toHaveAttribute('href', '/modules/1/lesson/1');
  });

  it('offers the way back to the module where the next lesson is not published yet', () => {
    renderApp('/modules/1/lesson/2');
    expect(navigation().queryByRole('button', { name: /Next Lesson/ })).not.toBeInTheDocument();
    expect(navigation().getByRole('link', { name: 'Back to Module' })).toHaveAttribute('href', '/modules/1');
    expect(navigation().getByText('Lesson 3 of 8 is coming soon.')).toBeInTheDocument();
  });

  it("switches between 'In Progress' and 'Lesson Complete' with Mark Complete / Mark Incomplete", async () => {
    const user = userEvent.setup();
    renderApp('/modules/1/lesson/1');
    const nav = navigation();
    expect(screen.getByText('In Progress')).toBeInTheDocument();
    expect(screen.queryByText(/Lesson Complete/)).not.toBeInTheDocument();

    await user.click(nav.getByRole('button', { name: 'Mark Complete' }));
    expect(screen.getByText(/Lesson Complete/)).toBeInTheDocument();
    expect(screen.queryByText('In Progress')).not.toBeInTheDocument();
    expect(nav.queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();

    await user.click(nav.getByRole('button', { name: 'Mark Incomplete' }));
    expect(screen.getByText('In Progress')).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Mark Complete' })).toBeInTheDocument();
  });

  it('saves notes, says so, and flags unsaved edits', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderApp('/modules/1/lesson/1');
    expect(screen.getByText(/Notes stay in this browser\./)).toBeInTheDocument();
    // A guest's progress is theirs alone: no account panel.
    expect(screen.queryByRole('region', { name: 'Your progress' })).not.toBeInTheDocument();
    const notes = screen.getByRole('textbox', { name: 'Your Notes' });

    await user.type(notes, 'Money belief started at 12.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(screen.getByText(/^Notes saved \d+ \w+ \d{4} at \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText('Notes saved', { selector: 'strong' })).toBeInTheDocument();

    expect(screen.getByText('Your notes for this lesson are kept in this browser.')).toBeInTheDocument();

    await user.type(notes, ' More.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    // A guest's notes and ticks are never sent anywhere.
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('keeps checklist, completion and notes after a reload', async () => {
    const user = userEvent.setup();
    const first = renderApp('/modules/1/lesson/1');
    await tick(user, ['Complete the belief audit', 'Start your belief log']);
    await user.click(navigation().getByRole('button', { name: 'Mark Complete' }));
    await user.type(screen.getByRole('textbox', { name: 'Your Notes' }), 'Remember the audit.');
    await user.click(screen.getByRole('button', { name: 'Save Notes' }));
    first.unmount();

    // A reload: the page's memory is gone, only localStorage remains.
    const saved = window.localStorage.getItem('mindset-learning');
    expect(saved).toBeTruthy();
    useLearningStore.setState({ lessons: {} });
    window.localStorage.setItem('mindset-learning', saved as string);
    await act(() => useLearningStore.persist.rehydrate());

    renderApp('/modules/1/lesson/1');
    expect(screen.getByLabelText('Complete the belief audit')).toBeChecked();
    expect(screen.getByLabelText('Start your belief log')).toBeChecked();
    expect(screen.getByLabelText('Choose your top three beliefs')).not.toBeChecked();
    expect(screen.getByText(/Lesson Complete/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your Notes' })).toHaveValue('Remember the audit.');
    expect(screen.getByText(/^Notes saved \d+/)).toBeInTheDocument();
  });

  it("shows 'Lesson not found' with a link to the module when the module exists", () => {
    renderApp('/modules/1/lesson/3');
    expect(screen.getByRole('heading', { level: 1, name: 'Lesson not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Limiting Belief Elimination' })).toHaveAttribute(
      'href',
      '/modules/1',
    );
    expect(screen.getByRole('link', { name: 'All modules' })).toHaveAttribute('href', '/modules');
  });

  it.each(['/modules/2/lesson/2', '/modules/4/lesson/1', '/modules/9/lesson/1'])(
    "shows 'Lesson not found' for %s with a way back",
    (path) => {
      renderApp(path);
      expect(screen.getByRole('heading', { level: 1, name: 'Lesson not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'All modules' })).toHaveAttribute('href', '/modules');
    },
  );
});
