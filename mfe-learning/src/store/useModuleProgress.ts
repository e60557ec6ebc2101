import { useMemo } from 'react';
import { findModuleDetail, lessonKey, lessonPath, lessonsOfModule, percentOf } from '../data/catalog';
import { useLearningStore } from './learningStore';

export interface ModuleProgress {
  /** Completed lessons over the module's total lessons, rounded. */
  percent: number;
  completedLessons: number;
  totalLessons: number;
  /** 'Start Module' to lesson 1 at 0%, otherwise 'Continue' to the first published lesson not yet complete. */
  action: { label: 'Start Module' | 'Continue'; to: string };
}

/** A module's progress, derived from the lessons the visitor marked complete. */
export function useModuleProgress(moduleId: string): ModuleProgress {
  const lessonProgress = useLearningStore((state) => state.lessons);

  return useMemo(() => {
    const published = lessonsOfModule(moduleId);
    const isComplete = (lessonId: string) => lessonProgress[lessonKey(moduleId, lessonId)]?.complete === true;
    const completedLessons = published.filter((lesson) => isComplete(lesson.id)).length;
    const totalLessons = findModuleDetail(moduleId)?.totalLessons ?? 0;
    const percent = percentOf(completedLessons, totalLessons);
    // When every published lesson is done, the last one is the nearest page that exists.
    const resumeLesson = published.find((lesson) => !isComplete(lesson.id)) ?? published[published.length - 1];

    return {
      percent,
      completedLessons,
      totalLessons,
      action:
        percent > 0 && resumeLesson
          ? { label: 'Continue', to: lessonPath(moduleId, resumeLesson.id) }
          : { label: 'Start Module', to: lessonPath(moduleId, '1') },
    };
  }, [moduleId, lessonProgress]);
}
