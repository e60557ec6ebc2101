import { normalizeProgress, useContestProgressStore } from './contestProgressStore';

beforeEach(() => useContestProgressStore.setState({ byContest: {} }));

describe('contest progress', () => {
  it('starts blank with one empty answer per question and one entry', () => {
    expect(normalizeProgress(undefined, 5)).toEqual({ answers: ['', '', '', '', ''], step: 0, quantity: 1 });
  });

  it('resets the answers to blanks when the question count changes', () => {
    const stored = { answers: ['a long enough answer', ''], step: 1, quantity: 4 };
    expect(normalizeProgress(stored, 5)).toEqual({ answers: ['', '', '', '', ''], step: 0, quantity: 1 });
    expect(normalizeProgress(stored, 2)).toBe(stored);
  });

  it('keeps the quantity at 1 or more and the step inside the survey', () => {
    const { setQuantity, goToStep } = useContestProgressStore.getState();
    setQuantity('1', 5, 0);
    goToStep('1', 5, 9);
    expect(useContestProgressStore.getState().byContest['1']).toMatchObject({ quantity: 1, step: 5 });
  });

  it('persists under the mindset-contests key', () => {
    useContestProgressStore.getState().setAnswer('2', 5, 0, 'An answer worth keeping');
    const saved = JSON.parse(window.localStorage.getItem('mindset-contests') ?? '{}');
    expect(saved.state.byContest['2'].answers[0]).toBe('An answer worth keeping');
  });

  it('forgets one contest on reset', () => {
    const { setAnswer, reset } = useContestProgressStore.getState();
    setAnswer('1', 5, 0, 'first contest answer');
    setAnswer('2', 5, 0, 'second contest answer');
    reset('1');
    expect(Object.keys(useContestProgressStore.getState().byContest)).toEqual(['2']);
  });
});
