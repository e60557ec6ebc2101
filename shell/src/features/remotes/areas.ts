import { REMOTE_NAMES, type LiveRelease, type RuntimeManifest } from '@mindset/shared-ui';

/**
 * An area's name as the registry gives it ("learning", "studio"). A string, not shared-ui's list of
 * the first five: an area released after this shell was built is mounted from the registry alone,
 * with no shell release (docs/decisions/0111-areas-from-the-registry.md).
 */
export type AreaId = string;

/** The manifest read by area name, whichever areas this shell was built knowing. */
export interface AreaManifest {
  remotes: Partial<Record<AreaId, string>>;
  releases: Partial<Record<AreaId, LiveRelease>>;
}

export function byArea(manifest: Pick<RuntimeManifest, 'remotes' | 'releases'>): AreaManifest {
  return { remotes: manifest.remotes, releases: manifest.releases ?? {} };
}

/** Every area the manifest names: the first five in their usual order, then any newer ones by name. */
export function areasOf(manifest: Partial<AreaManifest>): AreaId[] {
  const named = new Set([...Object.keys(manifest.remotes ?? {}), ...Object.keys(manifest.releases ?? {})]);
  const known = REMOTE_NAMES.filter((name) => named.has(name));
  const newer = [...named].filter((name) => !(REMOTE_NAMES as readonly string[]).includes(name)).sort();
  return [...known, ...newer];
}
