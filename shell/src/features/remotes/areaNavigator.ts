import type { UNSAFE_createBrowserHistory } from '@mindset/shared-ui';

/** The tab's history as the shell's router drives it (a memory history in tests). */
export type ShellHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

let navigator: ShellHistory | null = null;

/**
 * The shell's history as the navigator of a server-rendered area's own root: its links and navigate()
 * go through the one router of the page, as the shell's own screens do.
 */
export function setAreaNavigator(history: ShellHistory): void {
  navigator = history;
}

export function areaNavigator(): ShellHistory {
  if (!navigator) throw new Error('setAreaNavigator was not called before a server-rendered area');
  return navigator;
}
