import { Suspense, useEffect, useRef } from 'react';
import styled from 'styled-components';
import {
  AreaSwitcher,
  BrandLogo,
  Button,
  ButtonLink,
  Card,
  Cluster,
  Link,
  NotificationBell,
  Outlet,
  NavLink,
} from '@mindset/shared-ui';
import { Icon, type IconName } from '../components/Icon';
import { ProfileMenu } from '../components/ProfileMenu';
import { ScreenLoading } from '../components/ScreenLoading';
import { ScreenColumn } from '../components/ScreenColumn';
import { useCommunityStore } from '../store/communityStore';
import { MemberSeam } from './MemberSeam';

const BOTTOM_BAR_HEIGHT = '4rem';

const Page = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.media.mobile} {
    padding-bottom: calc(${BOTTOM_BAR_HEIGHT} + env(safe-area-inset-bottom, 0px));
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  &:focus {
    left: 1rem;
    top: 1rem;
    padding: 0.5rem 1rem;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  height: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const HeaderInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: 100%;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.space.sm};
  }
`;

const LogoLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  margin-right: auto;
  flex: none;
`;

const HeaderNav = styled.nav`
  ul {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const HeaderItem = styled.li<{ $inBottomBar: boolean }>`
  ${({ theme, $inBottomBar }) => ($inBottomBar ? `${theme.media.mobile} { display: none; }` : '')}
`;

const IconLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 2.75rem;
  height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.warningSoft};
  }
`;

const SwitchLink = styled(IconLink)`
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  padding: 0 ${({ theme }) => theme.space.sm};
  margin: 0 ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.mobile} {
    margin: 0;
    border: 0;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;

/** Visible on desktop; on a phone the icon stays and the words are left for screen readers. */
const DesktopText = styled.span`
  ${({ theme }) => theme.media.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const BottomBar = styled.nav`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: block;
    position: fixed;
    inset: auto 0 0 0;
    z-index: ${({ theme }) => theme.zIndex.header};
    padding-bottom: env(safe-area-inset-bottom, 0px);
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  ul {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    height: ${BOTTOM_BAR_HEIGHT};
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const BottomLink = styled(NavLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &.active {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The page's one <main>: every screen inside the layout renders into it, and the skip link lands on it. */
const Main = styled.main`
  &:focus {
    outline: none;
  }
`;

const SignedOutCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  margin-top: ${({ theme }) => theme.space.xl};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin: 0;
  }
  h1:focus {
    outline: none;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  /** Also in the mobile bottom bar, so the header drops it on a phone. */
  inBottomBar: boolean;
  end?: boolean;
}

const headerLinks: NavItem[] = [
  { to: '/community', label: 'Home', icon: 'home', inBottomBar: true, end: true },
  { to: '/community/search', label: 'Search', icon: 'search', inBottomBar: true },
  { to: '/community/create', label: 'Create post', icon: 'create', inBottomBar: true },
  { to: '/community/messages', label: 'Messages', icon: 'messages', inBottomBar: false },
  { to: '/community/activity', label: 'Activity', icon: 'activity', inBottomBar: true },
  { to: '/community/stories/create', label: 'Add to your story', icon: 'story', inBottomBar: false },
];

const bottomLinks: Omit<NavItem, 'inBottomBar'>[] = [
  { to: '/community', label: 'Home', icon: 'home', end: true },
  { to: '/community/search', label: 'Search', icon: 'search' },
  { to: '/community/create', label: 'Create', icon: 'create' },
  { to: '/community/activity', label: 'Activity', icon: 'activity' },
  // Spec: the mobile bar links to the fixed profile route.
  { to: '/profile', label: 'Profile', icon: 'profile', end: true },
];

/** Shown instead of the screen after Log out; the member's data stays on the device for when they come back. */
function SignedOutPanel() {
  const signIn = useCommunityStore((state) => state.signIn);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The menu that had focus is gone: bring the reader to what replaced it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <ScreenColumn $width="narrow">
      <SignedOutCard>
        <h1 ref={headingRef} tabIndex={-1}>
          You are signed out
        </h1>
        <p>
          You signed out of the community on this device. Your likes, saves, posts, stories and messages are kept here,
          so they are all back when you sign in again.
        </p>
        <Cluster>
          <Button onClick={signIn}>Sign back in</Button>
          <ButtonLink to="/" $variant="outline">
            Go to the home page
          </ButtonLink>
        </Cluster>
      </SignedOutCard>
    </ScreenColumn>
  );
}

/** Community header, profile menu and mobile bottom navigation around every community screen. */
export function CommunityLayout() {
  const signedOut = useCommunityStore((state) => state.signedOut);

  return (
    <Page>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header>
        <HeaderInner>
          <LogoLink to="/community" aria-label="Mindset community home">
            <BrandLogo compactOnNarrowPhones />
          </LogoLink>
          {signedOut ? null : (
            <>
              <AreaSwitcher />
              <HeaderNav aria-label="Community">
                <ul>
                  {headerLinks.map((link) => (
                    <HeaderItem key={link.to} $inBottomBar={link.inBottomBar}>
                      <IconLink to={link.to} end={link.end} aria-label={link.label}>
                        <Icon name={link.icon} />
                      </IconLink>
                    </HeaderItem>
                  ))}
                  <li>
                    <SwitchLink to="/collab">
                      <Icon name="collab" />
                      <DesktopText>Switch to Collaboration</DesktopText>
                    </SwitchLink>
                  </li>
                </ul>
              </HeaderNav>
              <NotificationBell />
              <ProfileMenu />
            </>
          )}
        </HeaderInner>
      </Header>
      <Main id="main" tabIndex={-1}>
        {signedOut ? (
          <SignedOutPanel />
        ) : (
          // Inside the layout, so the header and navigation stay put while a screen's code arrives.
          <Suspense fallback={<ScreenLoading />}>
            <MemberSeam>
              <Outlet />
            </MemberSeam>
          </Suspense>
        )}
      </Main>
      {signedOut ? null : (
        <BottomBar aria-label="Community shortcuts">
          <ul>
            {bottomLinks.map((link) => (
              <li key={link.to}>
                <BottomLink to={link.to} end={link.end}>
                  <Icon name={link.icon} />
                  {link.label}
                </BottomLink>
              </li>
            ))}
          </ul>
        </BottomBar>
      )}
    </Page>
  );
}
