import { getYear } from 'date-fns';
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { BrandLogo, Container, Link } from '@mindset/shared-ui';

const footerLinks = [
  { to: '/support', label: 'Support & FAQ' },
  { to: '/legal/terms', label: 'Terms of Service' },
  { to: '/legal/privacy', label: 'Privacy Policy' },
] as const;

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  padding: ${({ theme }) => theme.space.xl} 0;
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.colors.onInk};
  }
`;

const Copyright = styled.p`
  width: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onInkMuted};
`;

/** The year keeps its room (four digits) while it is not known, so the line does not move when it appears. */
const Year = styled.span`
  display: inline-block;
  min-width: 4ch;
  font-variant-numeric: tabular-nums;
`;

const unchanging = () => () => {};

/**
 * This year in the browser; none in the release's prerender and while React hydrates it (the server
 * snapshot), since a page prerendered one year may be served the next (decision 0165).
 */
function useCurrentYear(): number | null {
  return useSyncExternalStore(
    unchanging,
    () => getYear(new Date()),
    () => null,
  );
}

/** The ebook area's small footer: support and the two legal pages a buyer looks for. */
export function EbookFooter() {
  const year = useCurrentYear();
  return (
    <Wrapper>
      <Inner>
        <BrandLogo />
        <nav aria-label="Ebook footer">
          <Links>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </Links>
        </nav>
        <Copyright>
          © <Year>{year}</Year> Mindset Platform. All rights reserved.
        </Copyright>
      </Inner>
    </Wrapper>
  );
}
