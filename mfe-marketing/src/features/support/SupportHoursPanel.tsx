import styled from 'styled-components';
import { Cluster, Panel } from '@mindset/shared-ui';
import { Icon } from '../../components/Icon';
import { SupportStateBadge } from './SupportStateBadge';
import { EMAIL_RESPONSE_TIME, supportHours } from './supportHours';

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

const Response = styled.p`
  margin: 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The spec's support hours, and whether support is open now once the clock may be read (null until then). */
export function SupportHoursPanel({ openNow }: { openNow: boolean | null }) {
  return (
    <Panel as="aside" $gap="md" $flush aria-labelledby="support-hours-title">
      <Cluster as="h2" id="support-hours-title" $gap="xs" $align="center">
        <Icon name="clock" />
        Support hours
      </Cluster>
      <p>
        <SupportStateBadge open={openNow} openLabel="Open now" closedLabel="Closed now" />
      </p>
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
