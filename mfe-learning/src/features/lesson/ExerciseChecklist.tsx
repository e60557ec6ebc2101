import { useLayoutEffect, useRef } from 'react';
import { Badge, useLatest } from '@mindset/shared-ui';
import styled from 'styled-components';
import type { LessonExercise } from '../../data/types';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.li<{ $checked: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme, $checked }) => ($checked ? theme.colors.success : theme.colors.border)};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.successSoft : theme.colors.surface)};
  input {
    /* Above the label's row-wide click area, so the box itself stays the click target. */
    position: relative;
    z-index: 1;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${({ theme }) => theme.colors.success};
    cursor: pointer;
  }
  label {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
    /* The whole row toggles the exercise, not only the title. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: auto minmax(0, 1fr);
    > :last-child {
      grid-column: 2;
      justify-self: start;
    }
  }
`;

interface ExerciseChecklistProps {
  /** Prefix for the checkboxes' ids; unique per lesson. */
  idBase: string;
  exercises: LessonExercise[];
  checkedIds: string[];
  onToggle: (exerciseId: string) => void;
  /** Sets an exercise's box as the visitor left it (one ticked in the server's HTML before the script ran). */
  onSet: (exerciseId: string, checked: boolean) => void;
}

export function exerciseCheckboxId(idBase: string, exerciseId: string): string {
  return `${idBase}-exercise-${exerciseId}`;
}

/** The lesson's practical exercises, each checked off by the visitor. */
export function ExerciseChecklist({ idBase, exercises, checkedIds, onToggle, onSet }: ExerciseChecklistProps) {
  const list = useRef<HTMLUListElement>(null);
  const latest = useLatest({ idBase, exercises, onSet });
  // A box ticked (or unticked) in the server's HTML before the script ran: hydration keeps it as the
  // visitor left it but not in the store (React gives the box the rendered state as its default).
  // What they did is kept, before the stored progress arrives and redraws the boxes. Once, when the
  // list first appears: later changes are React's own.
  useLayoutEffect(() => {
    const { idBase: base, exercises: items, onSet: set } = latest.current;
    for (const box of list.current?.querySelectorAll('input[type="checkbox"]') ?? []) {
      if (!(box instanceof HTMLInputElement) || box.checked === box.defaultChecked) continue;
      const exercise = items.find((item) => exerciseCheckboxId(base, item.id) === box.id);
      if (exercise) set(exercise.id, box.checked);
    }
  }, [latest]);

  return (
    <List ref={list}>
      {exercises.map((exercise) => {
        const inputId = exerciseCheckboxId(idBase, exercise.id);
        const checked = checkedIds.includes(exercise.id);
        return (
          <Item key={exercise.id} $checked={checked}>
            <input
              id={inputId}
              type="checkbox"
              checked={checked}
              onChange={() => onToggle(exercise.id)}
              aria-describedby={`${inputId}-description`}
            />
            <div>
              <label htmlFor={inputId}>{exercise.title}</label>
              <p id={`${inputId}-description`}>
                {exercise.description} <span className="sr-only">Estimated time {exercise.estimatedTime}.</span>
              </p>
            </div>
            <Badge aria-hidden="true">{exercise.estimatedTime}</Badge>
          </Item>
        );
      })}
    </List>
  );
}
