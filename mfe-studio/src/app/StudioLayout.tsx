import styled from 'styled-components';
import {
  ButtonLink,
  Container,
  NavLink,
  Outlet,
  Panel,
  Skeleton,
  Stack,
  useMember,
  useSessionStore,
} from '@mindset/shared-ui';
import { studioSections } from './sections';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl};
`;

/** Navigation beside the page on wide screens, above it on phones. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 12rem minmax(0, 1fr);
  @media (max-width: 767.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const SectionNav = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    @media (max-width: 767.98px) {
      flex-direction: row;
      flex-wrap: wrap;
    }
  }
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
    &.active {
      background: ${({ theme }) => theme.colors.warningSoft};
      color: ${({ theme }) => theme.colors.primary};
    }
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

/** Said to a guest or a member who opens the studio: what it is and that it is not theirs. */
function Refusal({ signedIn }: { signedIn: boolean }) {
  return (
    <Page as="main" id="main">
      <Panel $variant="message" $width="wide" $centered $gap="md">
        <h1>{signedIn ? 'The studio is not for you' : 'Sign in to use the studio'}</h1>
        <p>
          {signedIn
            ? 'The studio is where the community’s moderators and owner review reports, look after members and pin announcements. Your account is not one of them.'
            : 'The studio is where the community’s moderators and owner run the community. Sign in with a moderator’s account to use it.'}
        </p>
        <ButtonLink to={signedIn ? '/community' : '/signin'}>
          {signedIn ? 'Back to the community' : 'Sign in'}
        </ButtonLink>
      </Panel>
    </Page>
  );
}

/**
 * The studio's frame: its navigation and the page. Only moderators and the owner get it; the
 * service refuses everyone else whatever this page shows (docs/decisions/0110-roles-and-moderation.md).
 */
export function StudioLayout() {
  const member = useMember();
  const status = useSessionStore((state) => state.status);
  const role = useSessionStore((state) => state.role);
  if (status === 'unknown') {
    return (
      <Page as="main" id="main" aria-busy="true">
        <Skeleton style={{ height: '12rem' }} />
      </Page>
    );
  }
  if (!member || (role !== 'moderator' && role !== 'owner')) return <Refusal signedIn={Boolean(member)} />;
  const sections = studioSections.filter((section) => !section.ownerOnly || role === 'owner');
  return (
    <Page as="main" id="main">
      <Columns>
        <SectionNav aria-label="Studio">
          <Eyebrow>Studio</Eyebrow>
          <ul>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </SectionNav>
        <Stack $gap="lg">
          <Outlet />
        </Stack>
      </Columns>
    </Page>
  );
}
