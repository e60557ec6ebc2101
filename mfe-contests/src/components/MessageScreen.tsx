import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Cluster, Container, Panel, useFocusOnShow } from '@mindset/shared-ui';

export type MessageTone = 'success' | 'danger' | 'info';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
  ${({ theme }) => theme.media.mobile} {
    padding-top: ${({ theme }) => theme.space.xl};
    padding-bottom: ${({ theme }) => theme.space.xl};
  }
`;

const MessagePanel = styled(Panel)`
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled(Cluster)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

interface MessageScreenProps {
  tone: MessageTone;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  /** True while the answer is still being fetched. */
  busy?: boolean;
}

/** A whole screen that says one thing: access denied, an error with Retry, a confirmation. */
export function MessageScreen({ tone, title, children, actions, busy = false }: MessageScreenProps) {
  // A new message (the payment confirmed, or failed) is announced by moving to its heading.
  const headingRef = useFocusOnShow<HTMLHeadingElement>(title);
  return (
    <Page as="main" id="main" aria-busy={busy || undefined}>
      <MessagePanel
        as="section"
        $variant="message"
        $tone={tone}
        $width="wide"
        $centered
        role={tone === 'danger' ? 'alert' : undefined}
      >
        <h1 ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        {children}
        {actions ? <Actions $justify="center">{actions}</Actions> : null}
      </MessagePanel>
    </Page>
  );
}
