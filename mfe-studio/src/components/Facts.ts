import styled from 'styled-components';

/**
 * A studio card's facts: terms muted on the left, values beside them, long values wrapping.
 * `$stackOnPhone` puts each value under its term on a phone (for values as long as a hash).
 */
export const Facts = styled.dl<{ $stackOnPhone?: boolean }>`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${({ $stackOnPhone }) =>
    $stackOnPhone ? '@media (max-width: 479.98px) { grid-template-columns: minmax(0, 1fr); }' : ''}
`;
