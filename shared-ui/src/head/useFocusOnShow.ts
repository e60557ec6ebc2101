import { useEffect, useRef } from 'react';

/**
 * Focuses the element (a heading, usually) when it appears and whenever `key` changes: a screen that
 * replaces another without a navigation (a survey's completion, a payment's confirmation) brings
 * keyboard and screen-reader users to its start, as a new page would. Give the element tabIndex={-1}.
 */
export function useFocusOnShow<T extends HTMLElement>(key?: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, [key]);
  return ref;
}
