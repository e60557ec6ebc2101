import { hasSignedInHint } from '@mindset/shared-ui';
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

/** By lesson key ('moduleId/lessonId', see data/catalog lessonKey). */
export type LessonsProgress = Record<string, LessonProgress>;

/** How saving a member's progress to member-service goes (a guest's is never sent anywhere). */
export type SaveStatus =
  { state: 'idle' } | { state: 'saving' } | { state: 'saved' } | { state: 'failed'; error: string };

interface LearningState {
  lessons: LessonsProgress;
  /**
   * Whose progress `lessons` is: null for a guest's, kept in this browser only; a member's id for
   * that member's, saved by member-service and kept here too, so lessons work offline
   * (docs/decisions/0060-learning-progress-follows-the-member.md).
   */
  memberId: string | null;
  /** Lesson keys the member changed that member-service has not saved yet. */
  unsaved: string[];
  /** Changes of members whose session ended before they were saved; they join that member's progress at their next sign-in here. */
  parked: Record<string, LessonsProgress>;
  /** Not persisted: what the member progress sync is doing. */
  saveStatus: SaveStatus;
  toggleExercise: (lessonKey: string, exerciseId: string) => void;
  setExerciseChecked: (lessonKey: string, exerciseId: string, checked: boolean) => void;
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
          const lessons = { ...state.lessons, [lessonKey]: { ...current, ...change(current) } };
          if (state.memberId === null || state.unsaved.includes(lessonKey)) return { lessons };
          return { lessons, unsaved: [...state.unsaved, lessonKey] };
        });

      return {
        lessons: {},
        memberId: null,
        unsaved: [],
        parked: {},
        saveStatus: { state: 'idle' },
        toggleExercise: (lessonKey, exerciseId) =>
          updateLesson(lessonKey, ({ checkedExerciseIds }) => ({
            checkedExerciseIds: checkedExerciseIds.includes(exerciseId)
              ? checkedExerciseIds.filter((id) => id !== exerciseId)
              : [...checkedExerciseIds, exerciseId],
          })),
        setExerciseChecked: (lessonKey, exerciseId, checked) =>
          updateLesson(lessonKey, ({ checkedExerciseIds }) => ({
            checkedExerciseIds: checked
              ? [...checkedExerciseIds.filter((id) => id !== exerciseId), exerciseId]
              : checkedExerciseIds.filter((id) => id !== exerciseId),
          })),
        setLessonComplete: (lessonKey, complete) => updateLesson(lessonKey, () => ({ complete })),
        saveNotes: (lessonKey, notes, savedAt) =>
          updateLesson(lessonKey, () => ({ notes, notesSavedAt: savedAt.toISOString() })),
      };
    },
    {
      name: 'mindset-learning',
      // Still 1: the member fields are additions a version-1 guest record simply lacks (the defaults fill them).
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ lessons, memberId, unsaved, parked }) => ({ lessons, memberId, unsaved, parked }),
      // A member who signed out while this area was not open: the next visitor must not see their progress.
      merge: (persisted, current) => {
        const device = { ...current, ...(persisted as Partial<DeviceProgress>) };
        return hasSignedInHint() ? device : { ...device, ...withoutMember(device) };
      },
    },
  ),
);

type DeviceProgress = Pick<LearningState, 'lessons' | 'memberId' | 'unsaved' | 'parked'>;

/**
 * The device once a member's session ended (signed out, or ended elsewhere): their progress leaves
 * it, and it is a new guest's again. What the service had not saved is parked for their next sign-in here.
 */
function withoutMember(device: DeviceProgress): DeviceProgress {
  const { memberId, lessons, unsaved, parked } = device;
  if (memberId === null) return device;
  const waiting = Object.fromEntries(unsaved.flatMap((key) => (lessons[key] ? [[key, lessons[key]]] : [])));
  return {
    lessons: {},
    memberId: null,
    unsaved: [],
    parked: unsaved.length > 0 ? { ...parked, [memberId]: { ...parked[memberId], ...waiting } } : parked,
  };
}

export function leaveMemberProgress(): void {
  if (useLearningStore.getState().memberId === null) return;
  useLearningStore.setState({ ...withoutMember(useLearningStore.getState()), saveStatus: { state: 'idle' } });
}

export function useLessonProgress(lessonKey: string): LessonProgress {
  return useLearningStore((state) => state.lessons[lessonKey] ?? emptyLessonProgress);
}
