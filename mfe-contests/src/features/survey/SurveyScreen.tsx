import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { ButtonLink, Container, useSearchParams } from '@mindset/shared-ui';
import { contestById, type Contest } from '../../data/contests.data';
import { normalizeProgress, useContestProgressStore } from './contestProgressStore';
import { EntryConfirmation } from './EntryConfirmation';
import { QuestionStep } from './QuestionStep';
import { SurveyCompletion } from './SurveyCompletion';
import { isAnswerValid } from './surveyRules';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const Narrow = styled.div`
  max-width: 44rem;
  margin: 0 auto;
`;

const TopBar = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const CancelledNotice = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
`;

/** /survey?id={id}: the survey, the checkout, and the pages the payment provider returns to. */
export function SurveyScreen() {
  const [params] = useSearchParams();
  const contest = contestById(params.get('id'));
  const checkout = params.get('checkout');
  const sessionId = params.get('session_id');

  if (checkout === 'success' && sessionId) return <EntryConfirmation contest={contest} sessionId={sessionId} />;
  return <SurveyFlow key={contest.id} contest={contest} cancelled={checkout === 'cancelled'} />;
}

function SurveyFlow({ contest, cancelled }: { contest: Contest; cancelled: boolean }) {
  const questionCount = contest.questions.length;
  const stored = useContestProgressStore((state) => state.byContest[contest.id]);
  const { setAnswer, goToStep, setQuantity } = useContestProgressStore.getState();
  const progress = useMemo(() => normalizeProgress(stored, questionCount), [stored, questionCount]);
  const allValid = progress.answers.every(isAnswerValid);
  const firstInvalid = progress.answers.findIndex((answer) => !isAnswerValid(answer));
  // The completion screen needs every answer; stored progress that says otherwise resumes at the gap.
  const step = progress.step >= questionCount && !allValid ? firstInvalid : progress.step;
  const completed = step >= questionCount;

  // Back from a cancelled payment: straight to the checkout, answers and quantity as they were (once, so
  // the visitor can still go back to review answers).
  const returnedToCheckout = useRef(false);
  useEffect(() => {
    if (!cancelled || !allValid || returnedToCheckout.current) return;
    returnedToCheckout.current = true;
    goToStep(contest.id, questionCount, questionCount);
  }, [cancelled, allValid, goToStep, contest.id, questionCount]);

  // The completion screen is a new view: start it from the top.
  useEffect(() => {
    if (completed) window.scrollTo(0, 0);
  }, [completed]);

  return (
    <Page as="main" id="main">
      <TopBar>
        <ButtonLink to="/events" $variant="ghost" $size="sm">
          <span aria-hidden="true">←</span> Back to Events
        </ButtonLink>
      </TopBar>
      {cancelled ? (
        <CancelledNotice role="status">
          <strong>Payment cancelled — nothing was charged.</strong> Your answers and entries are saved, so you can pay
          whenever you are ready.
        </CancelledNotice>
      ) : null}
      {completed ? (
        <SurveyCompletion
          contest={contest}
          answers={progress.answers}
          quantity={progress.quantity}
          onQuantityChange={(quantity) => setQuantity(contest.id, questionCount, quantity)}
          onReviewAnswers={() => goToStep(contest.id, questionCount, questionCount - 1)}
        />
      ) : (
        <Narrow>
          <h1>{contest.title}</h1>
          <QuestionStep
            contest={contest}
            answers={progress.answers}
            step={step}
            onAnswerChange={(answer) => setAnswer(contest.id, questionCount, step, answer)}
            onStepChange={(next) => goToStep(contest.id, questionCount, next)}
          />
        </Narrow>
      )}
    </Page>
  );
}
