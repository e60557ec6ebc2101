import styled from 'styled-components';
import { ButtonLink, Container, isRouteErrorResponse, useRouteError } from '@mindset/shared-ui';
import { MarketingChrome } from './MarketingChrome';

const Wrapper = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
  pre {
    white-space: pre-wrap;
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Spec: a render error shows a generic page headed 'Unexpected Application Error!' with the message. */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <MarketingChrome>
      <Wrapper as="main" id="main">
        <h1>Unexpected Application Error!</h1>
        <pre>{messageOf(error)}</pre>
        <ButtonLink to="/" reloadDocument>
          Go Home
        </ButtonLink>
      </Wrapper>
    </MarketingChrome>
  );
}
