import { lessons } from './lessons.data';
import { moduleDetails } from './moduleDetails.data';
import { modules } from './modules.data';
import type { Lesson, Module, ModuleDetail } from './types';

/** Lookups over the fixed programme content, by the ids used in the URLs. */

export function findModule(moduleId: string | undefined): Module | undefined {
  return modules.find((module) => module.id === moduleId);
}

export function findModuleDetail(moduleId: string | undefined): ModuleDetail | undefined {
  return moduleDetails.find((detail) => detail.moduleId === moduleId);
}

export function findLesson(moduleId: string | undefined, lessonId: string | undefined): Lesson | undefined {
  return lessons.find((lesson) => lesson.moduleId === moduleId && lesson.id === lessonId);
}

export function lessonsOfModule(moduleId: string): Lesson[] {
  return lessons.filter((lesson) => lesson.moduleId === moduleId);
}

/** The key a lesson's progress is stored under. */
export function lessonKey(moduleId: string, lessonId: string): string {
  return `${moduleId}/${lessonId}`;
}

export function lessonPath(moduleId: string, lessonId: string): string {
  return `/modules/${moduleId}/lesson/${lessonId}`;
}

/** The page showing a module's workbook: where Download Materials leads before the script runs, or without it. */
export function materialsPath(moduleId: string): string {
  return `/modules/${moduleId}/materials`;
}

/** Rounded percentage of a part in a whole; 0 when there is no whole. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}
