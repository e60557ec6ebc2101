import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BrandLogo, Container, Skeleton } from 'shared-ui';

/*
 * Neutral outlines of the areas that draw their own layout, shown while the area's code arrives:
 * the same bars in the same places, so nothing jumps and no other area's header flashes.
 */

const TopBar = styled.div`
  position: sticky;
  top: 0;
  height: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TopBarInner = styled(Container)`
  height: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.primary};
`;

const BottomBar = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: block;
    position: fixed;
    inset: auto 0 0 0;
    height: 4rem;
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Column = styled(Container)`
  max-width: 40rem;
  padding-top: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Busy = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

function PageLines() {
  return (
    <Column>
      <Skeleton $height="2.25rem" $width="55%" />
      <Skeleton $height="1rem" $width="85%" />
      <Skeleton $height="16rem" />
    </Column>
  );
}

/** The page area alone, for pages inside the shell's marketing header and footer. */
export function PageSkeleton() {
  return (
    <main id="main" aria-busy="true" aria-label="Loading">
      <PageLines />
    </main>
  );
}

/** Header bar with the logo (and the community's bottom bar on phones). */
function TopBarSkeleton({ area, bottomBar, children }: { area: string; bottomBar: boolean; children: ReactNode }) {
  return (
    <Busy aria-busy="true" data-loading-chrome={area}>
      <TopBar>
        <TopBarInner>
          <BrandLogo />
          <Skeleton $height="2rem" $width="min(14rem, 40%)" />
        </TopBarInner>
      </TopBar>
      <main id="main" aria-label="Loading">
        {children}
      </main>
      {bottomBar ? <BottomBar /> : null}
    </Busy>
  );
}

export function CommunityChromeSkeleton({ children }: { children?: ReactNode }) {
  return (
    <TopBarSkeleton area="community" bottomBar>
      {children ?? <PageLines />}
    </TopBarSkeleton>
  );
}

export function EbookChromeSkeleton({ children }: { children?: ReactNode }) {
  return (
    <TopBarSkeleton area="ebook" bottomBar={false}>
      {children ?? <PageLines />}
    </TopBarSkeleton>
  );
}

const CollabFrame = styled.div`
  display: flex;
  height: 100dvh;
  background: ${({ theme }) => theme.colors.background};
`;

const CollabSidebar = styled.div`
  flex: none;
  width: 16rem;
  background: ${({ theme }) => theme.colors.ink};
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const CollabColumn = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const CollabHeader = styled.div`
  min-height: 4rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export function CollabChromeSkeleton({ children }: { children?: ReactNode }) {
  return (
    <CollabFrame aria-busy="true" data-loading-chrome="collab">
      <CollabSidebar />
      <CollabColumn>
        <CollabHeader />
        <main id="main" aria-label="Loading">
          {children ?? <PageLines />}
        </main>
      </CollabColumn>
    </CollabFrame>
  );
}
