import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** What a visitor has done in one contest: kept so a reload or a cancelled payment loses nothing. */
export interface ContestProgress {
  answers: string[];
  /** Index of the question shown; equal to the question count once the survey is complete. */
  step: number;
  quantity: number;
}

interface ContestProgressState {
  byContest: Record<string, ContestProgress>;
  setAnswer: (contestId: string, questionCount: number, index: number, answer: string) => void;
  goToStep: (contestId: string, questionCount: number, step: number) => void;
  setQuantity: (contestId: string, questionCount: number, quantity: number) => void;
  /** After a confirmed entry the survey starts afresh. */
  reset: (contestId: string) => void;
}

function blankProgress(questionCount: number): ContestProgress {
  return { answers: Array.from({ length: questionCount }, () => ''), step: 0, quantity: 1 };
}

/** Product rules (Contests): the answers list resets to blanks when the question count changes. */
export function normalizeProgress(stored: ContestProgress | undefined, questionCount: number): ContestProgress {
  return stored && stored.answers.length === questionCount ? stored : blankProgress(questionCount);
}

export const useContestProgressStore = create<ContestProgressState>()(
  persist(
    (set) => {
      const update = (
        contestId: string,
        questionCount: number,
        change: (progress: ContestProgress) => ContestProgress,
      ) =>
        set((state) => ({
          byContest: {
            ...state.byContest,
            [contestId]: change(normalizeProgress(state.byContest[contestId], questionCount)),
          },
        }));
      return {
        byContest: {},
        setAnswer: (contestId, questionCount, index, answer) =>
          update(contestId, questionCount, (progress) => ({
            ...progress,
            answers: progress.answers.map((current, position) => (position === index ? answer : current)),
          })),
        goToStep: (contestId, questionCount, step) =>
          update(contestId, questionCount, (progress) => ({
            ...progress,
            step: Math.min(Math.max(step, 0), questionCount),
          })),
        setQuantity: (contestId, questionCount, quantity) =>
          update(contestId, questionCount, (progress) => ({
            ...progress,
            quantity: Math.max(1, Math.floor(quantity)),
          })),
        reset: (contestId) =>
          set((state) => {
            const { [contestId]: _removed, ...rest } = state.byContest;
            return { byContest: rest };
          }),
      };
    },
    {
      name: 'mindset-contests',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ byContest: state.byContest }),
    },
  ),
);
