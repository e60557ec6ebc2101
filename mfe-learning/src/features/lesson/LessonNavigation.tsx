import { Button, ButtonLink } from '@mindset/shared-ui';
import styled from 'styled-components';

const Bar = styled.nav`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > :last-child {
    justify-self: end;
    text-align: right;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    > * {
      justify-self: stretch;
    }
    > :last-child {
      justify-self: stretch;
      text-align: left;
    }
    a,
    button {
      width: 100%;
    }
  }
`;

const NextSlot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  justify-items: end;
  ${({ theme }) => theme.media.mobile} {
    justify-items: stretch;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface LessonNavigationProps {
  idBase: string;
  previousLessonPath: string | null;
  nextLessonPath: string | null;
  modulePath: string;
  /** Shown when there is no next lesson yet, e.g. 'Lesson 3 of 8 is coming soon.' */
  noNextLessonHint: string;
  allExercisesDone: boolean;
  complete: boolean;
  onToggleComplete: () => void;
  /** Where a click on the gated Next Lesson sends the visitor: the first open exercise. */
  onBlockedNext: () => void;
}

/** Previous Lesson, Mark Complete / Mark Incomplete, and Next Lesson gated by the checklist (docs/product-rules.md, "Learning"). */
export function LessonNavigation({
  idBase,
  previousLessonPath,
  nextLessonPath,
  modulePath,
  noNextLessonHint,
  allExercisesDone,
  complete,
  onToggleComplete,
  onBlockedNext,
}: LessonNavigationProps) {
  const nextHintId = `${idBase}-next-hint`;

  return (
    <Bar aria-label="Lesson navigation">
      {previousLessonPath ? (
        <ButtonLink to={previousLessonPath} $variant="outline">
          ← Previous Lesson
        </ButtonLink>
      ) : (
        <Button $variant="outline" disabled>
          ← Previous Lesson
        </Button>
      )}

      <Button $variant={complete ? 'secondary' : 'accent'} onClick={onToggleComplete}>
        {complete ? 'Mark Incomplete' : 'Mark Complete'}
      </Button>

      <NextSlot>
        {!nextLessonPath ? (
          <>
            <ButtonLink to={modulePath}>Back to Module</ButtonLink>
            <Hint>{noNextLessonHint}</Hint>
          </>
        ) : allExercisesDone ? (
          <ButtonLink to={nextLessonPath}>Next Lesson →</ButtonLink>
        ) : (
          <>
            {/* aria-disabled keeps it focusable so the reason is heard; a click leads to the open exercises. */}
            <Button aria-disabled="true" aria-describedby={nextHintId} onClick={onBlockedNext}>
              Next Lesson →
            </Button>
            <Hint id={nextHintId}>Complete all exercises to continue</Hint>
          </>
        )}
      </NextSlot>
    </Bar>
  );
}
