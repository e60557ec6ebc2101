import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MarketingHeader } from './MarketingHeader';
import { SiteFooter } from './SiteFooter';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  padding-top: ${({ theme }) => theme.layout.headerHeight};
  > :nth-child(2) {
    flex: 1;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  top: 0;
  z-index: 100;
  &:focus {
    left: 1rem;
    top: 1rem;
    padding: 0.5rem 1rem;
    background: #fff;
  }
`;

/** Header, page, footer: the frame of marketing, learning and contest pages. */
export function MarketingChrome({ children }: { children: ReactNode }) {
  return (
    <Page>
      <SkipLink href="#main">Skip to content</SkipLink>
      <MarketingHeader />
      <div>{children}</div>
      <SiteFooter />
    </Page>
  );
}
