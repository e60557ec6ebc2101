import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Panel, Skeleton, Stack } from '@mindset/shared-ui';
import type { Served } from './useServed';

/** A username is one long word: it wraps rather than widen a phone's page. */
const Title = styled.h1`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A studio page: its heading and lead, then what the service answered (a placeholder while it loads). */
export function StudioPage<T>({
  title,
  lead,
  controls,
  served,
  children,
}: {
  title: string;
  lead: ReactNode;
  /** Above the answer, kept while it reloads (a search form). */
  controls?: ReactNode;
  served: Served<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <Stack $gap="lg">
      <Stack $gap="xs">
        <Title>{title}</Title>
        <Lead>{lead}</Lead>
      </Stack>
      {controls}
      {served.status === 'loading' ? <Skeleton style={{ height: '8rem' }} aria-label="Loading" /> : null}
      {served.status === 'error' ? (
        <Panel $tone="danger" role="alert">
          {served.error}
        </Panel>
      ) : null}
      {served.status === 'ready' ? children(served.data) : null}
    </Stack>
  );
}
