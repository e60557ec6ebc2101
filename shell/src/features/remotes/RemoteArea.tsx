import type { ComponentType } from 'react';
import type { AreaFrameProps } from '../../components/AreaChromeSkeletons';
import styled from 'styled-components';
import { Button, Container, Panel, Skeleton, type RemoteName } from '@mindset/shared-ui';
import { MarketingChrome } from '../../components/MarketingChrome';
import { areaLabels } from './areaLabels';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
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
  remote: RemoteName;
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

/** The panel for each way an area can fail; each sentence is true of that case. */
function FailurePanel({ remote, state, retry }: { remote: RemoteName; state: RemoteAppState; retry: () => void }) {
  const label = areaLabels[remote];
  if (state.status === 'outdated') {
    return (
      <FailureMessage data-testid="area-outdated">
        <h1>This area has been updated</h1>
        <p>{label} has a newer version. Reload the page to continue.</p>
        <Button onClick={() => window.location.reload()}>Reload page</Button>
      </FailureMessage>
    );
  }
  if (state.status === 'failed' && state.error.kind === 'refused') {
    return (
      <FailureMessage data-testid="area-updating">
        <h1>This area is being updated</h1>
        <p>{label} is being updated and will be back shortly. The rest of the site still works.</p>
        <Button onClick={retry}>Retry</Button>
      </FailureMessage>
    );
  }
  return (
    <FailureMessage data-testid="area-unavailable">
      <h1>Area unavailable</h1>
      <p>{label} could not be loaded right now. The rest of the site still works.</p>
      <Button onClick={retry}>Retry</Button>
    </FailureMessage>
  );
}

/** Mounts a remote's `./App`, fetched only when one of its paths is visited. */
export function RemoteArea({ remote, ownChrome = false, AreaFrame }: RemoteAreaProps) {
  const { state, attempt, retry, recoverFromStaleChunk } = useRemoteApp(remote);

  if (state.status === 'ready') {
    return (
      <RemoteErrorBoundary key={attempt} remote={remote} onStaleChunk={recoverFromStaleChunk}>
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
