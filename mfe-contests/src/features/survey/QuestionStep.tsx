import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, Panel, ProgressBar, Textarea } from '@mindset/shared-ui';
import { ScriptNotice } from '../../components/ScriptNotice';
import { SURVEY_DURATION_HINT, type Contest } from '../../data/contests.data';
import { isAnswerValid, MINIMUM_ANSWER_LENGTH } from './surveyRules';

const Progress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const QuestionLabel = styled.label`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Counter = styled.p<{ $short: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $short }) => ($short ? theme.colors.danger : theme.colors.textMuted)};
`;

const Navigation = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  /* A label stays on one line; on a narrow phone the second button moves under the first instead. */
  > * {
    white-space: nowrap;
  }
  > :last-child {
    margin-left: auto;
  }
  /* The narrowest phones: a tighter button, still one line, inside the card. */
  @media (max-width: 399.98px) {
    > * {
      padding-left: ${({ theme }) => theme.space.sm};
      padding-right: ${({ theme }) => theme.space.sm};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
`;

interface QuestionStepProps {
  contest: Contest;
  answers: string[];
  step: number;
  onAnswerChange: (answer: string) => void;
  onStepChange: (step: number) => void;
}

function counterText(length: number): string {
  const characters = `${length} ${length === 1 ? 'character' : 'characters'}`;
  if (length < MINIMUM_ANSWER_LENGTH) return `${characters} (minimum 10 required)`;
  // The rule is "more than 10": at exactly 10 the visitor still needs one more.
  if (length === MINIMUM_ANSWER_LENGTH) return `${characters} (one more character needed)`;
  return characters;
}

/** One survey question at a time (docs/product-rules.md, "Contests" /survey). */
export function QuestionStep({ contest, answers, step, onAnswerChange, onStepChange }: QuestionStepProps) {
  const questionCount = contest.questions.length;
  const answer = answers[step] ?? '';
  const length = answer.trim().length;
  const isLast = step === questionCount - 1;
  const allValid = answers.every(isAnswerValid);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const shownStep = useRef(step);

  // The first question arrives as HTML (decision 0165): what the visitor typed before the page's script took
  // it over is theirs, so it becomes the answer instead of being replaced by the blank the HTML was drawn with.
  // Once, for the field as first drawn.
  const firstDrawn = useRef({ answer, onAnswerChange });
  useEffect(() => {
    const typed = fieldRef.current?.value ?? '';
    const { answer: drawn, onAnswerChange: adopt } = firstDrawn.current;
    if (typed !== '' && typed !== drawn) adopt(typed);
  }, []);

  // Moving between questions puts the caret in the new answer; the first one shown waits for the visitor.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    fieldRef.current?.focus();
  }, [step]);

  return (
    <>
      <Progress>
        <p>
          <strong>
            Question {step + 1} of {questionCount}
          </strong>
          <Muted>{SURVEY_DURATION_HINT}</Muted>
        </p>
        <ProgressBar value={((step + 1) / questionCount) * 100} label="Survey progress" tone="accent" />
      </Progress>
      <Panel $gap="sm">
        <QuestionLabel htmlFor="survey-answer">{contest.questions[step]}</QuestionLabel>
        <Textarea
          id="survey-answer"
          ref={fieldRef}
          rows={5}
          value={answer}
          placeholder="Share your answer here (minimum 10 characters)"
          aria-describedby="survey-answer-counter"
          onChange={(event) => onAnswerChange(event.target.value)}
        />
        <Counter id="survey-answer-counter" $short={length <= MINIMUM_ANSWER_LENGTH}>
          {counterText(length)}
        </Counter>
        <Navigation>
          <Button $variant="outline" disabled={step === 0} onClick={() => onStepChange(step - 1)}>
            Previous
          </Button>
          {isLast ? (
            <Button $variant="accent" disabled={!allValid} onClick={() => onStepChange(questionCount)}>
              Complete Survey &amp; Enter
            </Button>
          ) : (
            <Button disabled={!isAnswerValid(answer)} onClick={() => onStepChange(step + 1)}>
              Next
            </Button>
          )}
        </Navigation>
        <ScriptNotice>
          The survey needs JavaScript to keep your answers and take you to the entry checkout.
        </ScriptNotice>
      </Panel>
    </>
  );
}
