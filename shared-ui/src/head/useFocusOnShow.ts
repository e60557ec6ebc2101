import { useEffect, useRef } from 'react';

/**
 * Brings a screen's heading to the top of the view and focuses it: keyboard and screen-reader users
 * start there, and a phone shows the answer to what it just sent (a payment, a join, a sign-in)
 * rather than the footer the old, longer screen left it on. The element's scroll-margin-top keeps it
 * clear of a fixed header.
 */
export function showHeading(element: HTMLElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'start' });
}

/**
 * Focuses the element (a heading, usually) when it appears and whenever `key` changes: a screen that
 * replaces another without a navigation (a survey's completion, a payment's confirmation) brings
 * keyboard and screen-reader users to its start, as a new page would. Give the element tabIndex={-1}.
 */
export function useFocusOnShow<T extends HTMLElement>(key?: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    showHeading(ref.current);
  }, [key]);
  return ref;
}
