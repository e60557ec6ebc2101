import styled from 'styled-components';

/**
 * The centred column a profile, messages, settings, help or creator screen sits in, inside the
 * layout's <main>: narrow for forms and lists, wide for profile grids.
 */
export const ScreenColumn = styled.section<{ $width?: 'narrow' | 'wide' }>`
  width: 100%;
  max-width: ${({ $width = 'narrow' }) => ($width === 'wide' ? '60rem' : '42rem')};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.xxl}`};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.xxl}`};
  }
`;
