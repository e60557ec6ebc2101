import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lessonKey } from '../../data/catalog';
import { emptyLessonProgress, useLearningStore } from '../../store/learningStore';
import { renderApp, resetVisitor } from '../../test/renderApp';

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

function overviewValue(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe('/modules/:moduleId', { timeout: 30_000 }, () => {
  beforeEach(resetVisitor);
  afterEach(() => vi.restoreAllMocks());

  it('shows module 1 overview, 0% progress, curriculum, outcomes, tools, community stats and quick start', () => {
    renderApp('/modules/1');
    expect(screen.getByRole('heading', { level: 1, name: 'Limiting Belief Elimination' })).toBeInTheDocument();
    expect(overviewValue('Duration')).toBe('14 days');
    expect(overviewValue('Lessons')).toBe('8');
    expect(overviewValue('Exercises')).toBe('12');
    expect(overviewValue('Difficulty')).toBe('Beginner');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0 of 8 lessons complete', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Module' })).toHaveAttribute('href', '/modules/1/lesson/1');

    const curriculum = within(screen.getByRole('region', { name: 'Daily Curriculum' }));
    expect(curriculum.getByText('Day 1')).toBeInTheDocument();
    expect(curriculum.getByText('Days 8-10')).toBeInTheDocument();
    expect(curriculum.getAllByRole('listitem')).toHaveLength(8);

    expect(screen.getByRole('region', { name: "What You'll Achieve" })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tools Included' })).toHaveTextContent('Belief Audit Worksheet');
    const community = screen.getByRole('region', { name: 'Module Community' });
    expect(community).toHaveTextContent('3,247');
    expect(community).toHaveTextContent('12.3 days');
    expect(screen.getByRole('region', { name: 'Quick Start Guide' })).toHaveTextContent('30-60 minutes daily');
  });

  it('shows module 2 with its own figures and the Locked badge', () => {
    renderApp('/modules/2');
    expect(screen.getByRole('heading', { level: 1, name: 'Goal Crystallization Protocol' })).toBeInTheDocument();
    expect(overviewValue('Lessons')).toBe('7');
    expect(overviewValue('Exercises')).toBe('15');
    expect(overviewValue('Difficulty')).toBe('Intermediate');
    expect(screen.getByText('Locked')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Module' })).toHaveAttribute('href', '/modules/2/lesson/1');
  });

  it('derives progress from completed lessons and offers Continue', () => {
    useLearningStore.setState({
      lessons: {
        [lessonKey('1', '1')]: { ...emptyLessonProgress, complete: true },
        [lessonKey('1', '2')]: { ...emptyLessonProgress, complete: true },
      },
    });
    renderApp('/modules/1');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByText('2 of 8 lessons complete', { exact: false })).toBeInTheDocument();
    // Both published lessons are done: Continue goes to the latest one rather than to a missing page.
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/modules/1/lesson/2');
  });

  it.each(['3', '6', '0', 'intro'])("shows 'Module not found' for module %s with a way back", (moduleId) => {
    renderApp(`/modules/${moduleId}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Module not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all modules' })).toHaveAttribute('href', '/modules');
  });

  it('downloads the module workbook as a Markdown file and says so', async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs; capture what would be downloaded.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:workbook';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('module-1-limiting-belief-elimination-workbook.md');
      expect(this.href).toBe('blob:workbook');
    });

    renderApp('/modules/1');
    await userEvent.click(screen.getByRole('button', { name: 'Download Materials' }));

    expect(click).toHaveBeenCalledTimes(1);
    const text = await readBlob(blobs[0] as Blob);
    expect(text).toContain('# Module 1: Limiting Belief Elimination - Workbook');
    expect(text).toContain('**Day 8-10: Proof Through Action**');
    expect(text).toContain('- [ ] **Complete the belief audit** (15 min)');
    expect(text).toContain('### Lesson 2: Tracing Beliefs to Their Roots');
    expect(await screen.findByText('Materials downloaded')).toBeInTheDocument();
  });
});
