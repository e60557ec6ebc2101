import { Link } from '@mindset/shared-ui';
import styled from 'styled-components';

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** The "back to" link at the top of module and lesson pages. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <StyledLink to={to}>
      <span aria-hidden="true">←</span>
      {children}
    </StyledLink>
  );
}
