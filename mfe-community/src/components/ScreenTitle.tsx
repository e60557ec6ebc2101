import styled from 'styled-components';

/** The h1 of a part 1 screen. */
export const ScreenTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  margin: 0;
`;

export const MutedText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;
