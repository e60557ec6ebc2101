import type { AreaRoute } from '@mindset/shared-ui';
import type { ViteUserConfigFnObject } from 'vitest/config';

/** A remote's Vite and Vitest configuration: its federation entry, release manifest and chunking. */
export function defineRemoteConfig(options: {
  /** Any name: a new area needs no new shell or shared-ui (docs/decisions/0111-areas-from-the-registry.md). */
  name: string;
  /** Its dev and preview port when `<NAME>_PORT` and `DEV_PORT` are unset. */
  port: number;
  /** The paths the remote owns (its `src/app/routes.meta.ts`), written into its release manifest. */
  routes: readonly AreaRoute[];
  /** The public pages its release step renders to HTML (`vite build --ssr`, then tooling/ssr/prerender.mjs). */
  prerender?: readonly string[];
}): ViteUserConfigFnObject;

/** The shell's Vite and Vitest configuration: the federation host and the shared versions it offers. */
export function defineHostConfig(options: { port: number }): ViteUserConfigFnObject;
