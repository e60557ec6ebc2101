import type { KeyboardEvent, Ref } from 'react';
import styled from 'styled-components';
import { AreaSwitcher, ButtonLink, NotificationBell } from '@mindset/shared-ui';
import { HashIcon, SidebarToggleIcon, SpeakerIcon } from '../components/icons';
import type { CollabPlace, MissingPlace } from '../data/collabPlaces';
import { COMPOSER_ID } from '../features/chat/Composer';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 4rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const ToggleButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Titles = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.h1`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  ${({ theme }) => theme.media.mobile} {
    -webkit-line-clamp: 1;
  }
`;

const SwitchLink = styled(ButtonLink)`
  flex: none;
  ${({ theme }) => theme.media.mobile} {
    padding: 0.375rem 0.625rem;
  }
`;

/** On a phone the link reads "Community"; its accessible name stays "Switch to Community". */
const DesktopOnly = styled.span`
  ${({ theme }) => theme.media.mobile} {
    position: absolute;
    clip-path: inset(50%);
  }
`;

const placeIcons = {
  channel: <HashIcon />,
  voice: <SpeakerIcon />,
  group: null,
  missing: null,
} as const;

/**
 * Focus lands on the heading after navigation; in a chat the composer is one Tab away from it
 * (the header's links and the history come after, for Shift+Tab from the composer).
 */
function tabToComposer(event: KeyboardEvent<HTMLHeadingElement>) {
  const composer = document.getElementById(COMPOSER_ID);
  if (event.key !== 'Tab' || event.shiftKey || !composer) return;
  event.preventDefault();
  composer.focus();
}

export interface ChannelHeaderProps {
  place: CollabPlace | MissingPlace;
  sidebarId: string;
  sidebarExpanded: boolean;
  onToggleSidebar: () => void;
  toggleRef: Ref<HTMLButtonElement>;
}

/** Title and description of the current place (docs/product-rules.md, "Collab"), the sidebar toggle and the way back to the community. */
export function ChannelHeader({ place, sidebarId, sidebarExpanded, onToggleSidebar, toggleRef }: ChannelHeaderProps) {
  return (
    <Bar>
      <ToggleButton
        ref={toggleRef}
        type="button"
        aria-label="Toggle sidebar"
        aria-expanded={sidebarExpanded}
        aria-controls={sidebarId}
        title="Toggle sidebar (Ctrl+B)"
        onClick={onToggleSidebar}
      >
        <SidebarToggleIcon />
      </ToggleButton>
      <Titles>
        <Title onKeyDown={tabToComposer}>
          {placeIcons[place.kind]}
          {place.name}
        </Title>
        <Description>{place.description}</Description>
      </Titles>
      <SwitchLink to="/community" $variant="outline" $size="sm">
        <span>
          <DesktopOnly>Switch to </DesktopOnly>Community
        </span>
      </SwitchLink>
      <NotificationBell />
      <AreaSwitcher />
    </Bar>
  );
}
