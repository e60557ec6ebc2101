/**
 * Brings a section into view (smoothly unless the visitor asked for reduced motion) and moves keyboard
 * focus into it, so the next Tab continues from there instead of from the button that was pressed.
 * The section's scroll-margin-top keeps it clear of the shell's fixed header.
 */
export function scrollToSection(sectionId: string, focusSelector = 'h2[tabindex="-1"]'): void {
  const section = document.getElementById(sectionId);
  if (!section) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.querySelector<HTMLElement>(focusSelector)?.focus({ preventScroll: true });
}
