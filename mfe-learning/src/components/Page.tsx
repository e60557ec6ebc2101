import type { ReactNode } from 'react';
import { Container } from '@mindset/shared-ui';
import styled from 'styled-components';

const Column = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
  ${({ theme }) => theme.media.mobile} {
    padding-top: ${({ theme }) => theme.space.lg};
    padding-bottom: ${({ theme }) => theme.space.xxl};
  }
`;

/** Every screen's root: the page-width column as the one <main id="main"> (the shell draws header and footer). */
export function Page({ children }: { children: ReactNode }) {
  return (
    <Column as="main" id="main">
      {children}
    </Column>
  );
}
