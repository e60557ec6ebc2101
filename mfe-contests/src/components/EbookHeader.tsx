import styled, { css } from 'styled-components';
import {
  BrandLogo,
  ButtonLink,
  type ButtonStyleProps,
  Container,
  Link,
  MemberHeaderLinks,
  MenuToggle,
  NavLink,
  useDisclosure,
  useHydrated,
  useLocation,
  useMember,
} from '@mindset/shared-ui';

/** The ebook area's own public header (docs/product-rules.md, "Ebook"). Resources is the sale page's bundle section. */
const navigationLinks = [
  { to: '/', label: 'Home' },
  { to: '/ebook', label: 'Ebook' },
  { to: '/community', label: 'Community' },
  { to: '/ebook#resources', label: 'Resources' },
  { to: '/events', label: 'Events' },
  { to: '/about', label: 'About' },
] as const;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  /* Without JavaScript the phone menu is listed open (below): a header that tall must not follow the page. */
  @media (scripting: none) {
    position: static;
  }
`;

const Inner = styled(Container)`
  height: ${({ theme }) => theme.layout.headerHeight};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  top: 0;
  &:focus {
    left: ${({ theme }) => theme.space.md};
    top: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const LogoLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  margin-right: auto;
`;

const DesktopOnly = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const navItemStyles = css`
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.warningSoft};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const NavItem = styled(NavLink)`
  ${navItemStyles}
`;

const SectionLink = styled(Link)`
  ${navItemStyles}
`;

const MobileMenu = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const MobileActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;

/**
 * Holds the menu button, disabled until the page's script has taken over the prerendered header: a press
 * before then would be lost (decision 0165). It draws nothing itself.
 */
const UntilHydrated = styled.fieldset`
  display: contents;
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

/** Sign In leads to /signin, which brings the visitor back to this page once signed in. */
function SignInLink(style: ButtonStyleProps) {
  const { pathname, search } = useLocation();
  return (
    <ButtonLink to={`/signin?returnTo=${encodeURIComponent(pathname + search)}`} {...style}>
      Sign In
    </ButtonLink>
  );
}

function NavigationItems() {
  return navigationLinks.map((link) =>
    // The Resources anchor is a section, not a page: a NavLink would mark it current on /ebook.
    link.label === 'Resources' ? (
      <SectionLink key={link.label} to={link.to}>
        {link.label}
      </SectionLink>
    ) : (
      <NavItem key={link.label} to={link.to} end>
        {link.label}
      </NavItem>
    ),
  );
}

export function EbookHeader() {
  // Any navigation, including to an in-page anchor, closes the menu.
  const { key } = useLocation();
  const [menuOpen, setMenuOpen] = useDisclosure(key);
  // A member sees who they are, My purchases and Sign out; Sign In and Join are for guests.
  const member = useMember();
  const hydrated = useHydrated();

  return (
    <Bar>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Inner>
        <LogoLink to="/" aria-label="Mindset Platform home">
          <BrandLogo />
        </LogoLink>
        <DesktopOnly as="nav" aria-label="Ebook">
          <NavigationItems />
        </DesktopOnly>
        <DesktopOnly>
          {member ? (
            <MemberHeaderLinks member={member} />
          ) : (
            <>
              <SignInLink $variant="ghost" $size="sm" />
              <ButtonLink to="/join" $variant="accent" $size="sm">
                Join Community
              </ButtonLink>
            </>
          )}
        </DesktopOnly>
        <UntilHydrated disabled={!hydrated}>
          <MenuToggle
            open={menuOpen}
            onToggle={() => setMenuOpen((open) => !open)}
            controls="ebook-mobile-menu"
            label={{ open: 'Close menu', closed: 'Open menu' }}
          />
        </UntilHydrated>
      </Inner>
      {/* Without JavaScript the menu button cannot open the menu: on a phone its links are listed open. */}
      <noscript>
        <MobileMenu aria-label="Ebook menu">
          <NavigationItems />
          <MobileActions>
            <SignInLink $variant="outline" $fullWidth />
            <ButtonLink to="/join" $variant="accent" $fullWidth>
              Join Community
            </ButtonLink>
          </MobileActions>
        </MobileMenu>
      </noscript>
      {menuOpen ? (
        <MobileMenu id="ebook-mobile-menu" aria-label="Ebook menu">
          <NavigationItems />
          <MobileActions>
            {member ? (
              <MemberHeaderLinks member={member} stacked />
            ) : (
              <>
                <SignInLink $variant="outline" $fullWidth />
                <ButtonLink to="/join" $variant="accent" $fullWidth>
                  Join Community
                </ButtonLink>
              </>
            )}
          </MobileActions>
        </MobileMenu>
      ) : null}
    </Bar>
  );
}
