import { describe, expect, it } from 'vitest';
import type { LessonProgress } from '@mindset/member-contract';
import { mergeLesson } from '../src/progress/store';

// The rule a guest's progress joins a member's by (docs/decisions/0060-learning-progress-follows-the-member.md).
const lesson = (progress: Partial<LessonProgress>): LessonProgress => ({
  moduleId: '1',
  lessonId: '1',
  checkedExercises: [],
  completed: false,
  notes: '',
  ...progress,
});

describe('merging a guest lesson into the stored one', () => {
  it('takes the guest lesson as it is when the member had none', () => {
    const guest = lesson({ checkedExercises: ['a'], notes: 'Guest' });
    expect(mergeLesson(undefined, guest)).toEqual(guest);
  });

  it('keeps every exercise ticked on either side, once', () => {
    const merged = mergeLesson(lesson({ checkedExercises: ['a', 'b'] }), lesson({ checkedExercises: ['b', 'c'] }));
    expect(merged.checkedExercises).toEqual(['a', 'b', 'c']);
  });

  it.each([
    [true, false],
    [false, true],
  ])('is complete when complete on either side (stored %s, guest %s)', (stored, guest) => {
    expect(mergeLesson(lesson({ completed: stored }), lesson({ completed: guest })).completed).toBe(true);
  });

  it('is not complete when neither side is', () => {
    expect(mergeLesson(lesson({}), lesson({})).completed).toBe(false);
  });

  it.each([
    [
      'different notes are both kept, the stored first',
      'On my phone',
      'On this laptop',
      'On my phone\n\nOn this laptop',
    ],
    ['blank guest notes leave the stored ones', 'On my phone', '  ', 'On my phone'],
    ['guest notes fill blank stored ones', '', 'On this laptop', 'On this laptop'],
    [
      'notes already kept are not added twice',
      'On my phone\n\nOn this laptop',
      'On this laptop',
      'On my phone\n\nOn this laptop',
    ],
  ])('notes: %s', (_rule, stored, guest, merged) => {
    expect(mergeLesson(lesson({ notes: stored }), lesson({ notes: guest })).notes).toBe(merged);
  });
});
