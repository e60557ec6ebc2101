import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { AreaSwitcher, BrandLogo, Container, Link, Skeleton } from '@mindset/shared-ui';

/*
 * Neutral outlines of the areas that draw their own layout, shown while the area's code arrives:
 * the same bars in the same places, so nothing jumps and no other area's header flashes. When the
 * area cannot be shown, the same outline holds the failure panel, with the way home and to every area.
 */

/** The failure panel to show inside the outline; none while the area is still loading. */
export interface AreaFrameProps {
  panel?: ReactNode;
}

const LogoLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

/** A failed area's way out: home, and every other area. */
function WayAround() {
  return (
    <>
      <LogoLink to="/" aria-label="Mindset Platform home">
        <BrandLogo />
      </LogoLink>
      <AreaSwitcher />
    </>
  );
}

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

/** Header bar with the logo (and the community's bottom bar on phones). */
function TopBarSkeleton({ area, bottomBar, panel }: AreaFrameProps & { area: string; bottomBar: boolean }) {
  return (
    <Busy aria-busy={panel ? undefined : 'true'} data-loading-chrome={area}>
      <TopBar>
        <TopBarInner>
          {panel ? (
            <WayAround />
          ) : (
            <>
              <BrandLogo />
              <Skeleton $height="2rem" $width="min(14rem, 40%)" />
            </>
          )}
        </TopBarInner>
      </TopBar>
      <main id="main" aria-label={panel ? undefined : 'Loading'}>
        {panel ?? <PageLines />}
      </main>
      {bottomBar ? <BottomBar /> : null}
    </Busy>
  );
}

export function CommunityChromeSkeleton({ panel }: AreaFrameProps) {
  return <TopBarSkeleton area="community" bottomBar panel={panel} />;
}

export function EbookChromeSkeleton({ panel }: AreaFrameProps) {
  return <TopBarSkeleton area="ebook" bottomBar={false} panel={panel} />;
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
  padding: 0 ${({ theme }) => theme.space.md};
  display: flex;
  align-items: center;
  justify-content: space-between;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export function CollabChromeSkeleton({ panel }: AreaFrameProps) {
  return (
    <CollabFrame aria-busy={panel ? undefined : 'true'} data-loading-chrome="collab">
      <CollabSidebar />
      <CollabColumn>
        <CollabHeader>{panel ? <WayAround /> : null}</CollabHeader>
        <main id="main" aria-label={panel ? undefined : 'Loading'}>
          {panel ?? <PageLines />}
        </main>
      </CollabColumn>
    </CollabFrame>
  );
}

/**
 * The outline of each area that draws its own layout, by the area's name: shown while it loads and
 * around its failure panel, and sent by the site's server as the first HTML of its pages that have no
 * prerendered content (decision 0185), so a phone paints the area's bars before any script runs.
 */
export const areaOutlines: Readonly<Record<string, ComponentType<AreaFrameProps>>> = {
  community: CommunityChromeSkeleton,
  collab: CollabChromeSkeleton,
  contests: EbookChromeSkeleton,
};
