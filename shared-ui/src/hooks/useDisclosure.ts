import { useCallback, useState } from 'react';

type OpenUpdate = boolean | ((open: boolean) => boolean);

/**
 * Open/closed state (a menu, a slide-in panel) that closes by itself whenever `closeOn` changes, e.g. the
 * location. Derived during render rather than reset in an effect, so no frame shows it open after the change.
 */
export function useDisclosure(closeOn: string): [boolean, (update: OpenUpdate) => void] {
  const [state, setState] = useState({ open: false, openedFor: closeOn });
  const open = state.open && state.openedFor === closeOn;
  const setOpen = useCallback(
    (update: OpenUpdate) =>
      setState((previous) => {
        const wasOpen = previous.open && previous.openedFor === closeOn;
        return { open: typeof update === 'function' ? update(wasOpen) : update, openedFor: closeOn };
      }),
    [closeOn],
  );
  return [open, setOpen];
}
