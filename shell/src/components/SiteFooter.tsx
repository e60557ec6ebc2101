import styled from 'styled-components';
import { BrandLogo, Container, Link } from '@mindset/shared-ui';
import { footerGroups, footerPlaceholders } from './navigationLinks';

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  padding: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.lg};
  a {
    color: ${({ theme }) => theme.colors.onInk};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 2fr repeat(4, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Brand = styled.div`
  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
  }
  p {
    color: ${({ theme }) => theme.colors.onInkMuted};
    max-width: 22rem;
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const GroupTitle = styled.h2`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Placeholder = styled.span`
  color: ${({ theme }) => theme.colors.onInkMuted};
  small {
    margin-left: 0.375rem;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Bottom = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid rgba(245, 241, 232, 0.15);
  color: ${({ theme }) => theme.colors.onInkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function SiteFooter() {
  return (
    <Wrapper>
      <Container>
        <Grid>
          <Brand>
            <BrandLogo />
            <p>Remove limiting beliefs and get results within 30 days, with a community that has your back.</p>
          </Brand>
          {footerGroups.map((group) => (
            <nav key={group.title} aria-labelledby={`footer-${group.title}`}>
              <GroupTitle id={`footer-${group.title}`}>{group.title}</GroupTitle>
              <List>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </List>
            </nav>
          ))}
          <div>
            <GroupTitle>Connect</GroupTitle>
            <List>
              {[...footerPlaceholders.connect, ...footerPlaceholders.social].map((name) => (
                <li key={name}>
                  <Placeholder aria-disabled="true">
                    {name}
                    <small>(coming soon)</small>
                  </Placeholder>
                </li>
              ))}
            </List>
          </div>
        </Grid>
        <Bottom>© {new Date().getFullYear()} Mindset Platform. All rights reserved.</Bottom>
      </Container>
    </Wrapper>
  );
}
