import { useEffect, type RefObject } from 'react';

/**
 * An open popover (the area switcher, the bell) closes on Escape, giving focus back to its trigger,
 * and on a press outside its wrapper.
 */
export function useDismissPopover(
  open: boolean,
  close: () => void,
  wrapperRef: RefObject<HTMLElement | null>,
  triggerRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      close();
      triggerRef.current?.focus();
    }
    function closeOnOutsidePress(event: PointerEvent) {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) close();
    }
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsidePress);
    };
  }, [open, close, wrapperRef, triggerRef]);
}
