import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lessonKey } from '../../data/catalog';
import { emptyLessonProgress, useLearningStore } from '../../store/learningStore';
import { appAt, resetVisitor } from '../../test/renderApp';

const LESSON = '/modules/1/lesson/1';

const lessonPage = () => appAt(LESSON);

/** A visitor who wrote notes and ticked the first exercise on an earlier visit. */
function returningVisitor() {
  useLearningStore.setState({
    lessons: {
      [lessonKey('1', '1')]: {
        ...emptyLessonProgress,
        checkedExerciseIds: ['belief-audit'],
        notes: 'Stored notes from last week.',
        notesSavedAt: '2026-11-19T10:00:00.000Z',
      },
    },
  });
}

/**
 * The lesson's HTML as the release's prerender makes it (the store's hooks give its initial state on
 * the server), then, optionally, what a visitor does to it before the script runs, then hydration.
 */
async function hydrateLesson(beforeHydration: (page: HTMLElement) => void = () => undefined) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(lessonPage());
  document.body.appendChild(container);
  beforeHydration(container);
  const problems: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, lessonPage(), {
      onRecoverableError: (error) => problems.push(error),
    });
  });
  return {
    problems,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

const notesField = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your Notes' });
const firstExercise = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Complete the belief audit' });

describe('a prerendered lesson, hydrated', { timeout: 30_000 }, () => {
  beforeEach(resetVisitor);

  it("is every visitor's page on the server, and shows a returning visitor's notes and ticks right after", async () => {
    returningVisitor();
    const server = renderToString(lessonPage());
    expect(server).not.toContain('Stored notes from last week.');
    expect(server).not.toMatch(/checked=""/);

    const { problems, unmount } = await hydrateLesson();
    expect(problems).toEqual([]);
    expect(notesField()).toHaveValue('Stored notes from last week.');
    expect(firstExercise()).toBeChecked();
    expect(screen.getByText(/^Notes saved 19 Nov 2026/)).toBeInTheDocument();
    unmount();
  });

  it('keeps what a visitor typed and ticked in the server HTML before the script ran', async () => {
    returningVisitor();
    const { problems, unmount } = await hydrateLesson((page) => {
      const field = page.querySelector('textarea');
      if (field) field.value = 'Typed before the page came alive.';
      const box = page.querySelector<HTMLInputElement>('input[type="checkbox"][id$="exercise-top-three"]');
      if (box) box.checked = true;
    });
    expect(problems).toEqual([]);
    expect(notesField()).toHaveValue('Typed before the page came alive.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Choose your top three beliefs' })).toBeChecked();
    expect(firstExercise()).toBeChecked();
    expect(useLearningStore.getState().lessons[lessonKey('1', '1')]?.checkedExerciseIds.sort()).toEqual([
      'belief-audit',
      'top-three',
    ]);
    // The stored notes are not lost: they stay saved until the visitor saves the new ones.
    expect(useLearningStore.getState().lessons[lessonKey('1', '1')]?.notes).toBe('Stored notes from last week.');
    unmount();
  });
});
