import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False in the release's prerender and while React hydrates that HTML (the server snapshot), true
 * from the next render on, and at once when the page is drawn in the browser (docs/decisions/0165-controls-wait-for-hydration.md).
 * Controls that only the script can serve are disabled until then, so a press before the page's
 * script has taken over is visibly impossible instead of silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}

/**
 * What a visitor typed into a field of the server's HTML before the script ran, read in the first
 * layout effect: hydration leaves the field's text alone and gives it the rendered text as its
 * default, so a difference is typing (docs/decisions/0170-prerendered-pages-with-parameters.md). Null when nothing was typed.
 */
export function typedBeforeHydration(field: Element | RadioNodeList | null | undefined): string | null {
  const typable = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
  return typable && field.value !== field.defaultValue ? field.value : null;
}
