import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Outlet, useLocation, useMember } from '@mindset/shared-ui';
import styled from 'styled-components';
import { ScreenLoading } from '../components/ScreenLoading';
import { placeForPath } from '../data/collabPlaces';
import { noHubCounts, Sidebar } from '../features/sidebar/Sidebar';
import { useSidebarState } from '../features/sidebar/useSidebarState';
import { COMPOSER_ID } from '../features/chat/Composer';
import { ChannelHeader } from './ChannelHeader';

const SIDEBAR_ID = 'collab-sidebar';

/** Only a member's page loads what talks to member-service (the query cache, the contract, live). */
const MemberHub = lazy(() => import('./MemberHub'));

const Frame = styled.div`
  display: flex;
  height: 100dvh;
  background: ${({ theme }) => theme.colors.background};
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &:not(:focus) {
    clip-path: inset(50%);
  }
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Content = styled.main`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
`;

/** A link to a form field moves the view but not always focus: this puts the caret in the composer. */
function focusComposer(event: MouseEvent<HTMLAnchorElement>) {
  const composer = document.getElementById(COMPOSER_ID);
  if (!composer) return;
  event.preventDefault();
  composer.focus();
}

/** The collab hub's own layout (no site header or footer): sidebar, channel header and the current screen. */
export function CollabLayout() {
  const { pathname } = useLocation();
  const place = placeForPath(pathname);
  // Channels and interest groups are chats: their first skip link goes straight to the composer.
  const hasComposer = place.kind === 'channel' || place.kind === 'group';
  const sidebar = useSidebarState();
  const member = useMember();
  // What the member's hub says of every channel and who is online; nothing for a guest.
  const [counts, setCounts] = useState(noHubCounts);
  const { closeMobile } = sidebar;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelOpen = sidebar.isMobile && sidebar.mobileOpen;
  const wasPanelOpen = useRef(panelOpen);

  // Closing the slide-in panel gives focus back to the button that opened it.
  useEffect(() => {
    if (wasPanelOpen.current && !panelOpen) toggleRef.current?.focus();
    wasPanelOpen.current = panelOpen;
  }, [panelOpen]);

  useEffect(() => {
    if (!panelOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key === 'Escape') closeMobile();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [panelOpen, closeMobile]);

  return (
    <Frame>
      {hasComposer ? (
        <SkipLink href={`#${COMPOSER_ID}`} onClick={focusComposer}>
          Skip to message composer
        </SkipLink>
      ) : null}
      <SkipLink href="#main">Skip to content</SkipLink>
      <Sidebar
        id={SIDEBAR_ID}
        counts={counts}
        iconOnly={!sidebar.isMobile && !sidebar.expanded}
        isMobile={sidebar.isMobile}
        mobileOpen={sidebar.mobileOpen}
        onCloseMobile={sidebar.closeMobile}
      />
      {panelOpen ? <Overlay aria-hidden="true" onClick={sidebar.closeMobile} /> : null}
      {/* While the panel is open the page behind it is out of reach, so focus stays in the panel. */}
      <Column inert={panelOpen}>
        <ChannelHeader
          place={place}
          sidebarId={SIDEBAR_ID}
          sidebarExpanded={sidebar.isMobile ? sidebar.mobileOpen : sidebar.expanded}
          onToggleSidebar={sidebar.toggle}
          toggleRef={toggleRef}
        />
        <Content id="main" tabIndex={-1}>
          {/* Guest or member is chosen here, once: a member's hub (counts, presence, every channel
              live, the screens' served data) is one lazily loaded layer, keyed by the member so
              nothing carries over. */}
          {member ? (
            <Suspense fallback={<ScreenLoading />}>
              <MemberHub key={member.id} onCounts={setCounts}>
                <Outlet />
              </MemberHub>
            </Suspense>
          ) : (
            <Outlet />
          )}
        </Content>
      </Column>
    </Frame>
  );
}
