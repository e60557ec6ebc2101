import { useEffect } from 'react';
import styled from 'styled-components';
import { useToastStore, type ToastVariant } from './toastStore';

const Region = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  justify-content: flex-end;
  pointer-events: none;
`;

const Notice = styled.div<{ $variant: ToastVariant }>`
  pointer-events: auto;
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  width: min(100%, 24rem);
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  background: ${({ theme, $variant }) =>
    $variant === 'destructive'
      ? theme.colors.danger
      : $variant === 'success'
        ? theme.colors.success
        : theme.colors.ink};
  color: #fff;
  strong {
    display: block;
  }
  p {
    margin: 0.25rem 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Close = styled.button`
  margin-left: auto;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  font-size: 1.25rem;
  line-height: 1;
  padding: 0 0.25rem;
`;

/** Renders the single current toast; mounted once by the shell (or a remote's standalone host). */
export function Toaster() {
  const current = useToastStore((state) => state.current);
  const dismiss = useToastStore((state) => state.dismiss);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(dismiss, current.durationMs);
    return () => window.clearTimeout(timer);
  }, [current, dismiss]);

  return (
    <Region aria-live="polite">
      {current ? (
        <Notice
          key={current.id}
          $variant={current.variant}
          role={current.variant === 'destructive' ? 'alert' : 'status'}
          data-variant={current.variant}
        >
          <div>
            <strong>{current.title}</strong>
            {current.description ? <p>{current.description}</p> : null}
          </div>
          <Close type="button" aria-label="Dismiss notification" onClick={dismiss}>
            ×
          </Close>
        </Notice>
      ) : null}
    </Region>
  );
}
