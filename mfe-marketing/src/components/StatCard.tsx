import styled from 'styled-components';
import { Card } from '@mindset/shared-ui';
import type { StatCardContent } from './content.types';
import { Icon } from './Icon';

const Tile = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  height: 100%;
`;

const IconBadge = styled.span`
  display: inline-flex;
  width: 44px;
  height: 44px;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: #6b4a06;
`;

const Value = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.primary};
`;

const Label = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** docs/product-rules.md, "Marketing pages" Stat card: icon, value, label, description. */
export function StatCard({ stat }: { stat: StatCardContent }) {
  return (
    <Tile>
      <IconBadge>
        <Icon name={stat.icon} />
      </IconBadge>
      <Value>{stat.value}</Value>
      <Label>{stat.label}</Label>
      <Description>{stat.description}</Description>
    </Tile>
  );
}
