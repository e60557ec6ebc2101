import { useCallback, useId, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { useDisclosure } from '../hooks/useDisclosure';
import { useDismissPopover } from '../hooks/useDismissPopover';
import { useIsStaff } from '../session/sessionStore';

/** The five places a visitor moves between; every layout offers all of them through this menu. */
export const siteAreas = [
  { to: '/', label: 'Home', description: 'The Mindset Platform home page' },
  { to: '/modules', label: 'Modules', description: 'The 30-day training programme' },
  { to: '/events', label: 'Events', description: 'Prize contests' },
  { to: '/community', label: 'Community', description: 'Feed, stories and messages' },
  { to: '/collab', label: 'Collab', description: 'Channels and interest groups' },
] as const;

/** Offered only to moderators and the owner (the studio's server refuses everyone else too). */
const studioArea = { to: '/studio', label: 'Studio', description: 'Reports, members and announcements' };

const Wrapper = styled.div`
  position: relative;
  flex: none;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** The word shows on wide screens; narrower, the grid icon stays and the name is still read out. */
const TriggerText = styled.span`
  @media (max-width: 1023.98px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const Panel = styled.nav`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  z-index: ${({ theme }) => theme.zIndex.overlay};
  width: min(17rem, calc(100vw - 1.5rem));
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 2px;
  }
`;

const AreaLink = styled(NavLink)`
  display: grid;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &.active {
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

function GridIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {[4, 14].flatMap((x) =>
        [4, 14].map((y) => (
          <rect
            key={`${x}-${y}`}
            x={x}
            y={y}
            width="6"
            height="6"
            rx="1.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        )),
      )}
    </svg>
  );
}

/**
 * "Explore": one menu, the same in the marketing, community and collab layouts, leading to Home,
 * Modules, Events, Community and Collab (and the Studio for moderators and the owner), so no area
 * is a dead end (two clicks from anywhere).
 */
export function AreaSwitcher() {
  const { pathname } = useLocation();
  // Closes by itself when the page changes.
  const [open, setOpen] = useDisclosure(pathname);
  const close = useCallback(() => setOpen(false), [setOpen]);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const areas = useIsStaff() ? [...siteAreas, studioArea] : siteAreas;

  useDismissPopover(open, close, wrapperRef, triggerRef);

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <GridIcon />
        <TriggerText>Explore</TriggerText>
      </Trigger>
      {open ? (
        <Panel id={panelId} aria-label="Site areas">
          <ul>
            {areas.map((area) => (
              <li key={area.to}>
                <AreaLink to={area.to} end={area.to === '/'}>
                  {area.label}
                  <small>{area.description}</small>
                </AreaLink>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </Wrapper>
  );
}
