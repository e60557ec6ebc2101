import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, useFocusOnShow } from '@mindset/shared-ui';

export type MessageTone = 'success' | 'danger' | 'info';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
  ${({ theme }) => theme.media.mobile} {
    padding-top: ${({ theme }) => theme.space.xl};
    padding-bottom: ${({ theme }) => theme.space.xl};
  }
`;

const Panel = styled.section<{ $tone: MessageTone }>`
  max-width: 36rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 6px solid
    ${({ theme, $tone }) => ({ success: theme.colors.success, danger: theme.colors.danger, info: theme.colors.info })[$tone]};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
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
      <Panel $tone={tone} role={tone === 'danger' ? 'alert' : undefined}>
        <h1 ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        {children}
        {actions ? <Actions>{actions}</Actions> : null}
      </Panel>
    </Page>
  );
}
