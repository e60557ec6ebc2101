import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** What a visitor did in one lesson. */
export interface LessonProgress {
  checkedExerciseIds: string[];
  complete: boolean;
  notes: string;
  /** ISO time of the last Save Notes, null until notes were saved once. */
  notesSavedAt: string | null;
}

interface LearningState {
  /** By lesson key ('moduleId/lessonId', see data/catalog lessonKey). */
  lessons: Record<string, LessonProgress>;
  toggleExercise: (lessonKey: string, exerciseId: string) => void;
  setLessonComplete: (lessonKey: string, complete: boolean) => void;
  saveNotes: (lessonKey: string, notes: string, savedAt: Date) => void;
}

export const emptyLessonProgress: LessonProgress = {
  checkedExerciseIds: [],
  complete: false,
  notes: '',
  notesSavedAt: null,
};

/**
 * The learning area's one store. Persisted: the product decision (issue 4, docs/architecture.md "State")
 * is that checklists, completion and notes survive a reload, superseding the spec's "Nothing is persisted".
 */
export const useLearningStore = create<LearningState>()(
  persist(
    (set) => {
      const updateLesson = (lessonKey: string, change: (progress: LessonProgress) => Partial<LessonProgress>) =>
        set((state) => {
          const current = state.lessons[lessonKey] ?? emptyLessonProgress;
          return { lessons: { ...state.lessons, [lessonKey]: { ...current, ...change(current) } } };
        });

      return {
        lessons: {},
        toggleExercise: (lessonKey, exerciseId) =>
          updateLesson(lessonKey, ({ checkedExerciseIds }) => ({
            checkedExerciseIds: checkedExerciseIds.includes(exerciseId)
              ? checkedExerciseIds.filter((id) => id !== exerciseId)
              : [...checkedExerciseIds, exerciseId],
          })),
        setLessonComplete: (lessonKey, complete) => updateLesson(lessonKey, () => ({ complete })),
        saveNotes: (lessonKey, notes, savedAt) =>
          updateLesson(lessonKey, () => ({ notes, notesSavedAt: savedAt.toISOString() })),
      };
    },
    {
      name: 'mindset-learning',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ lessons }) => ({ lessons }),
    },
  ),
);

export function useLessonProgress(lessonKey: string): LessonProgress {
  return useLearningStore((state) => state.lessons[lessonKey] ?? emptyLessonProgress);
}
