/** The programme's content types (docs/product-rules.md, "Learning"). All of it is fixed content shipped with the remote. */

export interface Module {
  id: string;
  /** 1-based position in the programme, shown as "Module N". */
  number: number;
  title: string;
  subtitle: string;
  /** e.g. 'Week 1-2' or 'Ongoing'. */
  timeline: string;
  /** e.g. '14 days' or 'Lifetime'. */
  duration: string;
  description: string;
  objectives: string[];
  techniques: string[];
  /** Presentational only (docs/product-rules.md, "Learning"): nothing in these screens unlocks a module. */
  locked: boolean;
}

export type CurriculumItemType = 'Lesson' | 'Exercise' | 'Practice' | 'Review';

export interface CurriculumItem {
  /** A single day (3) or a range written as text ('8-14'). */
  day: number | string;
  title: string;
  content: string;
  duration: string;
  type: CurriculumItemType;
}

export interface ModuleDetail {
  moduleId: string;
  overview: {
    duration: string;
    lessons: number;
    exercises: number;
    difficulty: string;
  };
  totalLessons: number;
  curriculum: CurriculumItem[];
  outcomes: string[];
  tools: string[];
}

export interface LessonSection {
  /** Shown with a 'Theory' or 'Hands-On' label, from type. */
  title: string;
  /** Light markup: paragraphs, '- ' bullets, '1. ' numbered items, **bold** and *italic*. */
  content: string;
  type: 'theory' | 'exercise';
}

export interface LessonExercise {
  id: string;
  title: string;
  description: string;
  estimatedTime: string;
}

export interface LessonResource {
  title: string;
  kind: string;
  description: string;
}

export interface Lesson {
  moduleId: string;
  /** The lesson's number inside its module, as used in the URL. */
  id: string;
  title: string;
  subtitle: string;
  duration: string;
  type: string;
  content: {
    overview: string;
    sections: LessonSection[];
    keyTakeaways: string[];
    exercises: LessonExercise[];
  };
  /** Id of the next lesson in the same module, or null while that lesson is not published. */
  nextLesson: string | null;
  resources: LessonResource[];
}
