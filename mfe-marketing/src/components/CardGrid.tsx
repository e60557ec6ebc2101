import styled from 'styled-components';

/** Equal columns that fall back to one column on phones. */
export const CardGrid = styled.div<{ $columns?: 2 | 3 | 4 }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space.md};
  }
`;
