import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink, Container } from '@mindset/shared-ui';
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
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Spec: a render error shows a generic page headed 'Unexpected Application Error!' with the message. */
function ErrorPage({ error }: { error: unknown }) {
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

interface PageErrorBoundaryProps {
  /** The shown location's key: another page clears the error, as a fresh page would. */
  locationKey: string;
  children: ReactNode;
}

/**
 * Around every page: an error a page throws while rendering, outside an area's own boundary (the
 * shell's chrome, say), shows the error page instead of a blank screen. A class because React catches
 * render errors only in class components.
 */
export class PageErrorBoundary extends Component<
  PageErrorBoundaryProps,
  { failed: boolean; error: unknown; locationKey: string }
> {
  state = { failed: false, error: null as unknown, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: { locationKey: string }) {
    return props.locationKey === state.locationKey
      ? null
      : { failed: false, error: null, locationKey: props.locationKey };
  }

  render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
