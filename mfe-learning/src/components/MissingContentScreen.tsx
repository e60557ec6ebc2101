import { ButtonLink, Cluster, Stack } from '@mindset/shared-ui';
import styled from 'styled-components';
import { Page } from './Page';

const Message = styled(Stack)`
  max-width: 36rem;
  margin: ${({ theme }) => theme.space.xxl} auto;
  text-align: center;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface MissingContentScreenProps {
  /** The spec's message: 'Module not found' or 'Lesson not found'. */
  title: string;
  explanation: string;
  /** Where to go instead, most useful first. */
  links: { to: string; label: string }[];
}

/** The page for a module or lesson id that does not exist, with a way back. */
export function MissingContentScreen({ title, explanation, links }: MissingContentScreenProps) {
  return (
    <Page>
      <Message $gap="sm" $align="center">
        <h1>{title}</h1>
        <p>{explanation}</p>
        <Cluster $justify="center">
          {links.map((link, index) => (
            <ButtonLink key={link.to} to={link.to} $variant={index === 0 ? 'primary' : 'outline'}>
              {link.label}
            </ButtonLink>
          ))}
        </Cluster>
      </Message>
    </Page>
  );
}

/** The page for a module id that does not exist, or a module with no page yet. */
export function ModuleNotFoundScreen() {
  return (
    <MissingContentScreen
      title="Module not found"
      explanation="This module doesn't exist or has no page yet. Pick one from the full programme."
      links={[{ to: '/modules', label: 'Back to all modules' }]}
    />
  );
}
