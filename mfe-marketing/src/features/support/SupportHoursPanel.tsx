import styled from 'styled-components';
import { Badge, Card } from '@mindset/shared-ui';
import { Icon } from '../../components/Icon';
import { EMAIL_RESPONSE_TIME, supportHours } from './supportHours';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin: 0;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Hours = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    text-align: right;
  }
  /* Each day and its hours are grouped for assistive tech; the grid still lines them up. */
  > div {
    display: contents;
  }
`;

const Status = styled.p`
  margin: 0;
`;

const Response = styled.p`
  margin: 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function SupportHoursPanel({ openNow }: { openNow: boolean }) {
  return (
    <Panel as="aside" aria-labelledby="support-hours-title">
      <h2 id="support-hours-title">
        <Icon name="clock" />
        Support hours
      </h2>
      <Status>
        <Badge $tone={openNow ? 'success' : 'neutral'}>{openNow ? 'Open now' : 'Closed now'}</Badge>
      </Status>
      <Hours>
        {supportHours.map((row) => (
          <div key={row.days}>
            <dt>{row.days}</dt>
            <dd>{row.hours}</dd>
          </div>
        ))}
      </Hours>
      <Response>{EMAIL_RESPONSE_TIME}.</Response>
    </Panel>
  );
}
