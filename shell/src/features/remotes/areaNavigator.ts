import type { createBrowserRouter } from '@mindset/shared-ui';

type DataRouter = ReturnType<typeof createBrowserRouter>;
type Navigator = {
  createHref: DataRouter['createHref'];
  encodeLocation: DataRouter['encodeLocation'];
  go: (delta: number) => void;
  push: (
    to: Parameters<DataRouter['navigate']>[0],
    state?: unknown,
    options?: { preventScrollReset?: boolean },
  ) => void;
  replace: (
    to: Parameters<DataRouter['navigate']>[0],
    state?: unknown,
    options?: { preventScrollReset?: boolean },
  ) => void;
};

let navigator: Navigator | null = null;

/**
 * The shell's router as the navigator of a server-rendered area's own root: its links and navigate()
 * go through the one router of the page, as RouterProvider's do.
 */
export function setAreaNavigator(router: DataRouter): void {
  navigator = {
    createHref: router.createHref,
    encodeLocation: router.encodeLocation,
    go: (delta) => void router.navigate(delta),
    push: (to, state, options) => void router.navigate(to, { state, preventScrollReset: options?.preventScrollReset }),
    replace: (to, state, options) =>
      void router.navigate(to, { replace: true, state, preventScrollReset: options?.preventScrollReset }),
  };
}

export function areaNavigator(): Navigator {
  if (!navigator) throw new Error('setAreaNavigator was not called before a server-rendered area');
  return navigator;
}
