import styled from 'styled-components';
import { Badge, Button, buttonStyles, Card, type ButtonStyleProps } from '@mindset/shared-ui';
import { RegionFlag } from '../../components/RegionFlag';
import { PREVIEWED_QUESTION_COUNT, type Contest } from '../../data/contests.data';
import { useContestParticipants } from '../../hooks/useContestParticipants';

const Article = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const TopRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  svg {
    border-radius: 3px;
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.border};
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  margin: 0;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PrizeBox = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  p {
    margin: 0;
  }
`;

const PrizeLabel = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: #6b4a06;
`;

const PrizeText = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
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

const Preview = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space.md};
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
  }
`;

const MoreQuestions = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// A plain anchor on purpose: the spec asks for a full page load to the survey.
const EntryLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
  text-align: center;
`;

export function ContestCard({ contest }: { contest: Contest }) {
  const participants = useContestParticipants(contest);
  const preview = contest.questions.slice(0, PREVIEWED_QUESTION_COUNT);
  const hiddenCount = contest.questions.length - preview.length;
  const headingId = `contest-${contest.id}-title`;
  const isActive = contest.status === 'active';

  return (
    <Article as="article" aria-labelledby={headingId}>
      <TopRow>
        <RegionFlag region={contest.region} />
        <Badge $tone="info">{contest.region} residents only</Badge>
        <Badge $tone={isActive ? 'success' : 'neutral'}>{isActive ? 'Open' : 'Closed'}</Badge>
      </TopRow>
      <Title id={headingId}>{contest.title}</Title>
      <Description>{contest.description}</Description>
      <PrizeBox>
        <PrizeLabel>Grand prize</PrizeLabel>
        <PrizeText>{contest.prize}</PrizeText>
        <p>Valued at {contest.prizeValue}</p>
      </PrizeBox>
      <Facts>
        <div>
          <dt>Entry fee</dt>
          <dd>{contest.entryFee} per entry</dd>
        </div>
        <div>
          <dt>Participants</dt>
          <dd>{participants.toLocaleString('en-GB')}</dd>
        </div>
      </Facts>
      <Preview>
        <h3>Survey questions</h3>
        <ol>
          {preview.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ol>
        {hiddenCount > 0 ? <MoreQuestions>+{hiddenCount} more questions</MoreQuestions> : null}
      </Preview>
      {isActive ? (
        <EntryLink href={`/survey?id=${contest.id}`} $variant="accent" $size="lg" $fullWidth>
          Take Survey &amp; Enter to Win
        </EntryLink>
      ) : (
        <Button $variant="accent" $size="lg" $fullWidth disabled>
          Take Survey &amp; Enter to Win
        </Button>
      )}
    </Article>
  );
}
