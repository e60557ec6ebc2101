import type { Queryable } from '@mindset/service-kit';
import type { LessonProgress } from '@mindset/member-contract';

interface ProgressRow {
  module_id: string;
  lesson_id: string;
  checked_exercises: string[];
  completed: boolean;
  notes: string;
  updated_at: Date;
}

const toProgress = (row: ProgressRow): LessonProgress => ({
  moduleId: row.module_id,
  lessonId: row.lesson_id,
  checkedExercises: row.checked_exercises,
  completed: row.completed,
  notes: row.notes,
  updatedAt: new Date(row.updated_at).toISOString(),
});

export async function listLessonProgress(db: Queryable, memberId: string): Promise<LessonProgress[]> {
  const rows = await db.query<ProgressRow>(
    `SELECT module_id, lesson_id, checked_exercises, completed, notes, updated_at FROM lesson_progress
      WHERE member_id = $1 ORDER BY module_id, lesson_id`,
    [memberId],
  );
  return rows.map(toProgress);
}

/** What the member did on this device replaces the stored lesson (the screen sends the whole lesson). */
export async function saveLessonProgress(
  db: Queryable,
  memberId: string,
  lesson: LessonProgress,
): Promise<LessonProgress> {
  const [row] = await db.query<ProgressRow>(
    `INSERT INTO lesson_progress (member_id, module_id, lesson_id, checked_exercises, completed, notes)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6)
     ON CONFLICT (member_id, module_id, lesson_id) DO UPDATE
       SET checked_exercises = EXCLUDED.checked_exercises, completed = EXCLUDED.completed,
           notes = EXCLUDED.notes, updated_at = now()
     RETURNING module_id, lesson_id, checked_exercises, completed, notes, updated_at`,
    [
      memberId,
      lesson.moduleId,
      lesson.lessonId,
      JSON.stringify([...new Set(lesson.checkedExercises)]),
      lesson.completed,
      lesson.notes,
    ],
  );
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return toProgress(row);
}

/**
 * A guest's progress from this device joins the member's: exercises checked on either side stay
 * checked, a lesson complete on either side is complete, and notes that differ are both kept.
 */
export function mergeLesson(stored: LessonProgress | undefined, guest: LessonProgress): LessonProgress {
  if (!stored) return guest;
  const storedNotes = stored.notes.trim();
  const guestNotes = guest.notes.trim();
  return {
    moduleId: stored.moduleId,
    lessonId: stored.lessonId,
    checkedExercises: [...new Set([...stored.checkedExercises, ...guest.checkedExercises])],
    completed: stored.completed || guest.completed,
    notes:
      !guestNotes || storedNotes.includes(guestNotes)
        ? stored.notes
        : !storedNotes
          ? guest.notes
          : `${stored.notes}\n\n${guest.notes}`,
  };
}
