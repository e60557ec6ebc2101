import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from './Icon';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  h2,
  h3 {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const Circle = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.md};
  border-radius: 50%;
  border: 2px solid currentColor;
`;

/** What a list shows when it has nothing yet, and what to do about it. */
export function EmptyState({
  icon,
  title,
  headingLevel = 2,
  children,
  action,
}: {
  icon: IconName;
  title: string;
  headingLevel?: 2 | 3;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Box>
      <Circle>
        <Icon name={icon} size={32} />
      </Circle>
      <Heading>{title}</Heading>
      {children ? <p>{children}</p> : null}
      {action}
    </Box>
  );
}
