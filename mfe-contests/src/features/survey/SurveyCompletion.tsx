import styled from 'styled-components';
import { Badge, Button, Card, useFocusOnShow } from '@mindset/shared-ui';
import { RegionFlag } from '../../components/RegionFlag';
import type { Contest } from '../../data/contests.data';
import { useContestParticipants } from '../../hooks/useContestParticipants';
import { CheckoutPanel } from './CheckoutPanel';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 26rem);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Summary = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const RegionValue = styled.dd`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

interface SurveyCompletionProps {
  contest: Contest;
  answers: string[];
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  onReviewAnswers: () => void;
}

/** After the last question: what the visitor is entering, and the checkout panel (docs/product-rules.md, "Contests"). */
export function SurveyCompletion({
  contest,
  answers,
  quantity,
  onQuantityChange,
  onReviewAnswers,
}: SurveyCompletionProps) {
  const participants = useContestParticipants(contest);
  // Completing the survey swaps the question for this screen: focus follows to its heading.
  const headingRef = useFocusOnShow<HTMLHeadingElement>();

  return (
    <Layout>
      <Summary>
        <div>
          <Badge $tone="success">Survey complete</Badge>
        </div>
        <h1 ref={headingRef} tabIndex={-1}>
          {contest.title}
        </h1>
        <p>{contest.description}</p>
        <Facts>
          <div>
            <dt>Grand prize</dt>
            <dd>
              {contest.prize} valued at {contest.prizeValue}
            </dd>
          </div>
          <div>
            <dt>Region</dt>
            <RegionValue>
              <RegionFlag region={contest.region} /> {contest.region} residents only
            </RegionValue>
          </div>
          <div>
            <dt>Participants</dt>
            <dd>{participants.toLocaleString('en-GB')} participants so far</dd>
          </div>
        </Facts>
        <div>
          <Button $variant="outline" $size="sm" onClick={onReviewAnswers}>
            Review my answers
          </Button>
        </div>
      </Summary>
      <CheckoutPanel
        surveyId={contest.id}
        surveyTitle={contest.title}
        prizeValue={contest.prizeValue}
        entryFee={contest.entryFee}
        region={contest.region}
        quantity={quantity}
        onQuantityChange={onQuantityChange}
        answers={answers}
      />
    </Layout>
  );
}
