import * as z from 'zod/mini';
import { text } from './text';

const slug = (message: string) => z.string({ error: message }).check(z.regex(/^[a-z0-9-]{1,64}$/, message));

/** One lesson's checklist, completion and notes. */
export const lessonProgressSchema = z.strictObject({
  moduleId: slug('Not a module id.'),
  lessonId: slug('Not a lesson id.'),
  checkedExercises: z.array(slug('Not an exercise id.')).check(z.maxLength(100, 'A lesson has at most 100 exercises.')),
  completed: z.boolean({ error: 'Say whether the lesson is completed.' }),
  notes: text({ label: 'Notes', max: 20_000 }),
  updatedAt: z.optional(text({ label: 'The time it was saved', max: 64 })),
});
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

/** `GET /api/members/me/progress` and `POST /api/members/me/progress/merge`. */
export const lessonsAnswer = z.object({ lessons: z.array(lessonProgressSchema) });
export type LessonsAnswer = z.infer<typeof lessonsAnswer>;

/** `POST /api/members/me/progress/merge`: a guest's progress from this device. */
export const progressMergeRequest = z.strictObject({
  lessons: z.array(lessonProgressSchema).check(z.maxLength(200, 'At most 200 lessons can be merged at once.')),
});
export type ProgressMergeRequest = z.input<typeof progressMergeRequest>;
