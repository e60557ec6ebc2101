import { ButtonLink } from '@mindset/shared-ui';
import styled from 'styled-components';
import { Page } from './Page';

const Panel = styled.div`
  max-width: 36rem;
  margin: ${({ theme }) => theme.space.xxl} auto;
  text-align: center;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
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
      <Panel>
        <h1>{title}</h1>
        <p>{explanation}</p>
        <Actions>
          {links.map((link, index) => (
            <ButtonLink key={link.to} to={link.to} $variant={index === 0 ? 'primary' : 'outline'}>
              {link.label}
            </ButtonLink>
          ))}
        </Actions>
      </Panel>
    </Page>
  );
}
