import { format } from 'date-fns';
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

/** The ebook area's small footer: support and the two legal pages a buyer looks for. */
export function EbookFooter() {
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
        <Copyright>© {format(new Date(), 'yyyy')} Mindset Platform. All rights reserved.</Copyright>
      </Inner>
    </Wrapper>
  );
}
