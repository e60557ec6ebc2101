import { Link } from '@mindset/shared-ui';
import styled from 'styled-components';

/** A boxed list of links, one row each, divided by rules: the inbox and the settings index. */
export const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** One row of a LinkList: the whole row is the link. */
export const LinkRow = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  color: inherit;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;
