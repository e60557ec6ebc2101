import type { AreaId } from './areas';
import { useState, type ComponentType } from 'react';
import type { AreaFrameProps } from '../../components/AreaChromeSkeletons';
import styled from 'styled-components';
import { Button, Container, Panel, Skeleton } from '@mindset/shared-ui';
import { MarketingChrome } from '../../components/MarketingChrome';
import { agreeing, areaNameOf, listed } from './areaLabels';
import { knownAreaCount, otherUnavailableAreas } from './remoteLoader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { ServerRenderedArea } from './ServerRenderedArea';
import { serverRenderedAreaOf } from './serverRenderedArea';
import { useRemoteApp, type RemoteAppState } from './useRemoteApp';

const Placeholder = styled(Container)`
  min-height: 100vh;
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
`;

const FailureMessage = styled(Panel).attrs({
  as: 'section',
  role: 'alert',
  $variant: 'message',
  $width: 'medium',
  $centered: true,
} as const)`
  margin-top: ${({ theme }) => theme.space.xxl};
  margin-bottom: ${({ theme }) => theme.space.xxl};
`;

interface RemoteAreaProps {
  remote: AreaId;
  /**
   * True when the area draws its own header and footer (community, collab, ebook); without an
   * AreaFrame for it, the shell's marketing chrome is shown around its placeholder instead.
   */
  ownChrome?: boolean;
  /**
   * An outline of an own-chrome area's layout: it stands in while the area loads and holds the failure
   * panel when it cannot be shown, so that area's chrome stays and no other area's header appears.
   */
  AreaFrame?: ComponentType<AreaFrameProps>;
}

/**
 * What a panel says of the rest of the site: that it works, unless this page knows other areas cannot
 * be shown either (they failed, or this shell refuses their release).
 */
function restOfTheSite(remote: AreaId): string {
  const others = otherUnavailableAreas(remote);
  if (!others.length) return 'The rest of the site still works.';
  if (others.length === knownAreaCount() - 1) return 'The other areas of the site cannot be shown right now either.';
  const names = listed(others.map((other) => areaNameOf(other).amongOthers));
  return `${names.charAt(0).toUpperCase()}${names.slice(1)} cannot be shown right now either; the rest of the site still works.`;
}

const ErrorMessage = styled.pre`
  white-space: pre-wrap;
  text-align: left;
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** The panel for each way an area can fail; each sentence is true of that case. */
function FailurePanel({ remote, state, retry }: { remote: AreaId; state: RemoteAppState; retry: () => void }) {
  const area = areaNameOf(remote);
  if (state.status === 'outdated') {
    return (
      <FailureMessage data-testid="area-outdated">
        <h1>This area has been updated</h1>
        <p>
          {area.subject} {agreeing(area, 'has')} a newer version. Reload the page to continue.
        </p>
        <Button onClick={() => window.location.reload()}>Reload page</Button>
      </FailureMessage>
    );
  }
  if (state.status === 'crashed') {
    // Spec: a render error is headed 'Unexpected Application Error!' with the message.
    return (
      <FailureMessage data-testid="area-render-error">
        <h1>Unexpected Application Error!</h1>
        <ErrorMessage>{state.message}</ErrorMessage>
        <p>
          {area.subject} stopped while showing this page (release {state.releaseId ?? 'unknown'}).{' '}
          {restOfTheSite(remote)}
        </p>
        <Button onClick={retry}>Retry</Button>
      </FailureMessage>
    );
  }
  if (state.status === 'failed' && state.error.kind === 'refused') {
    return (
      <FailureMessage data-testid="area-updating">
        <h1>This area is being updated</h1>
        <p>
          {area.subject} {agreeing(area, 'is')} being updated and will be back shortly. {restOfTheSite(remote)}
        </p>
        <Button onClick={retry}>Retry</Button>
      </FailureMessage>
    );
  }
  return (
    <FailureMessage data-testid="area-unavailable">
      <h1>Area unavailable</h1>
      <p>
        {area.subject} could not be loaded right now. {restOfTheSite(remote)}
      </p>
      <Button onClick={retry}>Retry</Button>
    </FailureMessage>
  );
}

/** Mounts a remote's `./App`, fetched only when one of its paths is visited. */
export function RemoteArea({ remote, ownChrome = false, AreaFrame }: RemoteAreaProps) {
  const { state, attempt, retry, recoverFromStaleChunk, showRenderError } = useRemoteApp(remote);
  // The page's HTML holds this area rendered by the server: hydrated, not drawn again (decision 0095).
  const [serverRendered] = useState(() => (state.status === 'ready' ? serverRenderedAreaOf(remote) : null));

  if (state.status === 'ready' && serverRendered && attempt === 0) {
    return (
      <ServerRenderedArea
        remote={remote}
        App={state.App}
        element={serverRendered}
        onStaleChunk={recoverFromStaleChunk}
        onRenderError={showRenderError}
      />
    );
  }
  if (state.status === 'ready') {
    return (
      <RemoteErrorBoundary
        key={attempt}
        remote={remote}
        onStaleChunk={recoverFromStaleChunk}
        onRenderError={showRenderError}
      >
        <state.App />
      </RemoteErrorBoundary>
    );
  }
  if (AreaFrame) {
    return state.status === 'loading' ? (
      <AreaFrame />
    ) : (
      <AreaFrame panel={<FailurePanel remote={remote} state={state} retry={retry} />} />
    );
  }

  const placeholder =
    state.status === 'loading' ? (
      <Placeholder as="main" id="main" aria-busy="true" aria-label="Loading">
        <Skeleton $height="2.5rem" $width="60%" />
        <Skeleton $height="1rem" $width="80%" />
        <Skeleton $height="1rem" $width="70%" />
        <Skeleton $height="14rem" />
      </Placeholder>
    ) : (
      <Placeholder as="main" id="main">
        <FailurePanel remote={remote} state={state} retry={retry} />
      </Placeholder>
    );

  return ownChrome ? <MarketingChrome>{placeholder}</MarketingChrome> : placeholder;
}
