import styled from 'styled-components';
import {
  AreaSwitcher,
  BrandLogo,
  ButtonLink,
  Container,
  MemberHeaderLinks,
  MenuToggle,
  NotificationBell,
  Link,
  NavLink,
  useLocation,
  useDisclosure,
  useMember,
} from '@mindset/shared-ui';
import { headerLinks } from './navigationLinks';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  height: ${({ theme }) => theme.layout.headerHeight};
  background: rgba(250, 248, 244, 0.94);
  backdrop-filter: saturate(1.4) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled(Container)`
  height: 100%;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  /* Five links, Join and the area menu still fit on one line at tablet width. */
  @media (max-width: 1023.98px) {
    gap: ${({ theme }) => theme.space.md};
  }
`;

const LogoLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  margin-right: auto;
`;

const DesktopNav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const NavItem = styled(NavLink)`
  padding: 0.5rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.warningSoft};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const DesktopOnly = styled.div`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const MobileMenu = styled.nav`
  position: fixed;
  top: ${({ theme }) => theme.layout.headerHeight};
  left: 0;
  right: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

/** The spec's shared header for marketing, learning and contest pages; a signed-in member gets their links in place of Join. */
export function MarketingHeader() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useDisclosure(pathname);
  // A member is known after the page asks the session (guests never ask: see hasSignedInHint).
  const member = useMember();

  return (
    <Bar>
      <Inner>
        <LogoLink to="/" aria-label="Mindset Platform home">
          <BrandLogo />
        </LogoLink>
        <DesktopNav aria-label="Main">
          {headerLinks.map((link) => (
            <NavItem key={link.to} to={link.to} end={link.to === '/'}>
              {link.label}
            </NavItem>
          ))}
        </DesktopNav>
        <DesktopOnly>
          {member ? (
            <MemberHeaderLinks member={member} />
          ) : (
            <ButtonLink to="/join" $size="sm" $variant="accent">
              Join
            </ButtonLink>
          )}
        </DesktopOnly>
        {/* A member's notifications; a guest's header is the spec's. */}
        <NotificationBell />
        {/* Beside the spec's links, not among them: the way into the community and the collab hub. */}
        <AreaSwitcher />
        <MenuToggle open={menuOpen} onToggle={() => setMenuOpen((open) => !open)} controls="mobile-menu" label="Menu" />
      </Inner>
      {menuOpen ? (
        <MobileMenu id="mobile-menu" aria-label="Main menu">
          {headerLinks.map((link) => (
            <NavItem key={link.to} to={link.to} end={link.to === '/'}>
              {link.label}
            </NavItem>
          ))}
          {member ? (
            <MemberHeaderLinks member={member} stacked />
          ) : (
            <ButtonLink to="/join" $variant="accent" $fullWidth>
              Join
            </ButtonLink>
          )}
        </MobileMenu>
      ) : null}
    </Bar>
  );
}
