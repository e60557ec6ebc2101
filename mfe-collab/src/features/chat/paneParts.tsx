import { useEffect, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { COMPOSER_SHORTCUT } from './Composer';

// What every conversation pane shares (a guest's, a member's, a thread's).

export const Pane = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
`;

export const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.md}`};
  &:focus-visible {
    outline-offset: -3px;
  }
`;

export const MessageList = styled.ol`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.xs};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.mobile} {
    padding: 0;
  }
`;

/** Relative times ("5 minutes ago") move on while the pane is open. */
export function useRerenderEveryMinute() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((tick) => tick + 1), 60_000);
    return () => window.clearInterval(timer);
  }, []);
}

/** "/" outside a text field jumps to the composer, rather than tabbing past every message. */
export function useComposerShortcut(inputRef: RefObject<HTMLTextAreaElement | null>) {
  useEffect(() => {
    function focusComposer(event: KeyboardEvent) {
      if (event.key !== COMPOSER_SHORTCUT || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target;
      if (target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select'))) {
        return;
      }
      event.preventDefault();
      inputRef.current?.focus();
    }
    document.addEventListener('keydown', focusComposer);
    return () => document.removeEventListener('keydown', focusComposer);
  }, [inputRef]);
}
