import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useLocation } from '@mindset/shared-ui';
import { getRuntimeManifest } from './runtimeManifest';

/** A QA override the shell's server honoured for this browser: which release of which remote, until when. */
interface ActiveQaOverride {
  releases: [remote: string, releaseId: string][];
  expiresAt: Date;
}

/**
 * The server's `qaOverride` in the runtime manifest (tooling/releases/runtime.mjs), read field by field:
 * it arrives as data, so anything else in its place means no badge.
 */
export function activeQaOverride(manifest: unknown): ActiveQaOverride | null {
  if (typeof manifest !== 'object' || manifest === null || !('qaOverride' in manifest)) return null;
  const { qaOverride } = manifest;
  if (typeof qaOverride !== 'object' || qaOverride === null) return null;
  if (!('releases' in qaOverride) || !('expiresAt' in qaOverride)) return null;
  const { releases, expiresAt } = qaOverride;
  if (typeof releases !== 'object' || releases === null || typeof expiresAt !== 'string') return null;
  const pairs = Object.entries(releases).filter((pair): pair is [string, string] => typeof pair[1] === 'string');
  const expiry = new Date(expiresAt);
  return pairs.length && !Number.isNaN(expiry.getTime()) ? { releases: pairs, expiresAt: expiry } : null;
}

const Badge = styled.aside`
  position: fixed;
  left: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a,
  button {
    color: ${({ theme }) => theme.colors.onInk};
    font: inherit;
    text-decoration: underline;
  }
  button {
    background: none;
    border: 0;
    padding: ${({ theme }) => theme.space.xxs};
    cursor: pointer;
  }
  a:focus-visible,
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Until = styled.span`
  color: ${({ theme }) => theme.colors.onInkMuted};
`;

/**
 * Shown while this browser runs candidate releases through a QA link, so nobody mistakes the page
 * for production: the releases, until when, a link that ends the override and a button that hides
 * the badge for this page (it is back on the next load while the override lasts).
 */
export function QaBadge() {
  const [override, setOverride] = useState<ActiveQaOverride | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    let current = true;
    getRuntimeManifest().then(
      (manifest) => current && setOverride(activeQaOverride(manifest)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  if (!override || dismissed) return null;
  return (
    <Badge aria-label="QA override">
      <strong>QA: {override.releases.map(([remote, releaseId]) => `${remote}@${releaseId}`).join(', ')}</strong>
      <Until>until {override.expiresAt.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}</Until>
      {/* A full page load: the server clears the override cookie. */}
      <a href={`${pathname}?qa-release=off`}>End QA</a>
      <button type="button" onClick={() => setDismissed(true)}>
        Dismiss
      </button>
    </Badge>
  );
}
