import type { ComponentType } from 'react';
import styled from 'styled-components';
import { Button, Container, Skeleton, type RemoteName } from 'shared-ui';
import { MarketingChrome } from '../../components/MarketingChrome';
import { areaLabels } from './areaLabels';
import { useRemoteApp } from './useRemoteApp';

const Placeholder = styled(Container)`
  min-height: 100vh;
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
`;

const Panel = styled.section`
  max-width: 32rem;
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

interface RemoteAreaProps {
  remote: RemoteName;
  /**
   * True when the area draws its own header and footer (community, collab, ebook): while it loads or
   * when it fails, the shell's marketing chrome is shown around the placeholder instead.
   */
  ownChrome?: boolean;
  /** While an own-chrome area loads: an outline of that area's layout, never another area's header. */
  LoadingFrame?: ComponentType;
}

/** Mounts a remote's `./App`, fetched only when one of its paths is visited. */
export function RemoteArea({ remote, ownChrome = false, LoadingFrame }: RemoteAreaProps) {
  const state = useRemoteApp(remote);

  if (state.status === 'ready') return <state.App />;
  if (state.status === 'loading' && LoadingFrame) return <LoadingFrame />;

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
        <Panel role="alert" data-testid="area-unavailable">
          <h1>Area unavailable</h1>
          <p>{areaLabels[remote]} could not be loaded right now. The rest of the site still works.</p>
          <Button onClick={state.retry}>Retry</Button>
        </Panel>
      </Placeholder>
    );

  return ownChrome ? <MarketingChrome>{placeholder}</MarketingChrome> : placeholder;
}
