import type { Person } from '@mindset/member-contract';
import { useEffect, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Avatar, BrandLogo, useMember, useVisitorIdentity, Link, useLocation } from '@mindset/shared-ui';
import { CloseIcon, HashIcon, SpeakerIcon } from '../../components/icons';
import { interestGroups, placeForPath, textChannels, voiceRooms } from '../../data/collabPlaces';
import { OnlineMembers, UnreadBadges } from './Presence';
import { SidebarLabel } from './SidebarLabel';
import { SidebarSection, type SidebarSectionItem } from './SidebarSection';

/** docs/product-rules.md, "Collab" widths. */
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';

const Panel = styled.nav<{ $iconOnly: boolean; $mobileOpen: boolean }>`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: 0;
    flex: none;
    height: 100dvh;
    width: ${({ $iconOnly }) => ($iconOnly ? SIDEBAR_WIDTH_ICON : SIDEBAR_WIDTH)};
    transition: width 0.2s ease;
  }
  ${({ theme }) => theme.media.mobile} {
    position: fixed;
    inset: 0 auto 0 0;
    z-index: ${({ theme }) => theme.zIndex.overlay + 1};
    width: ${SIDEBAR_WIDTH_MOBILE};
    max-width: 85vw;
    box-shadow: ${({ theme }) => theme.shadows.lg};
    transition: transform 0.2s ease;
    /* Visible at once when opening (so focus can move in), hidden only after sliding out. */
    ${({ $mobileOpen }) =>
      !$mobileOpen &&
      css`
        transform: translateX(-100%);
        visibility: hidden;
        transition:
          transform 0.2s ease,
          visibility 0s linear 0.2s;
      `}
  }
`;

const Top = styled.div<{ $iconOnly: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $iconOnly }) => ($iconOnly ? 'center' : 'space-between')};
  gap: ${({ theme }) => theme.space.xs};
  min-height: 4rem;
  padding: 0 ${({ theme, $iconOnly }) => ($iconOnly ? 0 : theme.space.md)};
  border-bottom: 1px solid rgba(245, 241, 232, 0.12);
`;

const Brand = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const BrandArea = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onInkMuted};
`;

const CloseButton = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(245, 241, 232, 0.12);
  }
`;

const Sections = styled.div<{ $iconOnly: boolean }>`
  flex: 1;
  min-height: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme, $iconOnly }) => ($iconOnly ? theme.space.xxs : theme.space.sm)};
  /* Collapsed to icons, tooltips must reach past the 3rem column. */
  overflow-y: ${({ $iconOnly }) => ($iconOnly ? 'visible' : 'auto')};
`;

const PlaceLink = styled(Link)<{ $iconOnly: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: ${({ $iconOnly }) => ($iconOnly ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.25rem;
  padding: 0 ${({ theme, $iconOnly }) => ($iconOnly ? 0 : theme.space.xs)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.onInkMuted};
  text-decoration: none;
  &:hover {
    background: rgba(245, 241, 232, 0.08);
    color: ${({ theme }) => theme.colors.onInk};
  }
  &[aria-current='page'] {
    background: rgba(245, 241, 232, 0.16);
    color: ${({ theme }) => theme.colors.onInk};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
  }
  svg {
    flex: none;
  }
`;

const GroupMark = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: 0.625rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Footer = styled.div<{ $iconOnly: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $iconOnly }) => ($iconOnly ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme, $iconOnly }) => ($iconOnly ? `${theme.space.sm} 0` : theme.space.md)};
  border-top: 1px solid rgba(245, 241, 232, 0.12);
`;

const Presence = styled.span`
  position: relative;
  flex: none;
  &::after {
    content: '';
    position: absolute;
    right: -1px;
    bottom: -1px;
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 50%;
    background: #3fb77c;
    border: 2px solid ${({ theme }) => theme.colors.ink};
  }
`;

const UserText = styled.p<{ $iconOnly: boolean }>`
  margin: 0;
  display: grid;
  line-height: 1.3;
  min-width: 0;
  ${({ $iconOnly }) => $iconOnly && 'position: absolute; clip-path: inset(50%);'}
`;

const UserName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const UserHandle = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onInkMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const UserStatus = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onInkMuted};
`;

/** What the service says of a member's hub; nothing for a guest. */
export interface HubCounts {
  /** Conversation id → its unread messages and the member's @mentions among them. */
  unread: Record<string, { unread: number; mentions: number }>;
  /** Who has the hub open now. */
  online: Person[];
}

export const noHubCounts: HubCounts = { unread: {}, online: [] };

export interface SidebarProps {
  id: string;
  counts: HubCounts;
  /** Desktop only: collapsed to a 3rem column of icons. */
  iconOnly: boolean;
  isMobile: boolean;
  mobileOpen: boolean;
  onCloseMobile: () => void;
}

/** The collab navigation: channels, voice rooms and groups (docs/product-rules.md, "Collab"), and the signed-in member. */
export function Sidebar({ id, counts, iconOnly, isMobile, mobileOpen, onCloseMobile }: SidebarProps) {
  const { pathname } = useLocation();
  const currentPlace = placeForPath(pathname);
  const closeRef = useRef<HTMLButtonElement>(null);
  const visitor = useVisitorIdentity();
  // A guest is the spec's sample user (name and status); a member is also told by their username.
  const signedIn = useMember() !== null;
  const { unread, online } = counts;
  const meOnline = online.some((person) => person.username === visitor.username);

  // Opening the slide-in panel moves focus into it.
  useEffect(() => {
    if (isMobile && mobileOpen) closeRef.current?.focus();
  }, [isMobile, mobileOpen]);

  function placeItem(path: string, label: string, icon: ReactNode, conversationId?: string): SidebarSectionItem {
    const current = currentPlace.kind !== 'missing' && currentPlace.path === path;
    const summary = conversationId && !current ? unread[conversationId] : undefined;
    return {
      key: path,
      current,
      content: (
        <PlaceLink to={path} $iconOnly={iconOnly} aria-current={current ? 'page' : undefined}>
          {icon}
          <SidebarLabel $iconOnly={iconOnly}>{label}</SidebarLabel>
          {summary ? <UnreadBadges unread={summary.unread} mentions={summary.mentions} /> : null}
        </PlaceLink>
      ),
    };
  }

  return (
    <Panel id={id} aria-label="Collab channels" $iconOnly={iconOnly} $mobileOpen={mobileOpen}>
      <Top $iconOnly={iconOnly}>
        <Brand>
          <BrandLogo compact={iconOnly} />
          {iconOnly ? null : <BrandArea>Collab</BrandArea>}
        </Brand>
        {isMobile ? (
          <CloseButton ref={closeRef} type="button" aria-label="Close sidebar" onClick={onCloseMobile}>
            <CloseIcon />
          </CloseButton>
        ) : null}
      </Top>
      <Sections $iconOnly={iconOnly}>
        <SidebarSection
          id="text"
          title="Text Channels"
          defaultOpen
          iconOnly={iconOnly}
          items={textChannels.map((channel) => placeItem(channel.path, channel.name, <HashIcon />, channel.id))}
        />
        <SidebarSection
          id="voice"
          title="Voice Channels"
          defaultOpen={false}
          iconOnly={iconOnly}
          items={voiceRooms.map((room) => placeItem(room.path, room.name, <SpeakerIcon />))}
        />
        <SidebarSection
          id="groups"
          title="Interest Groups"
          defaultOpen
          iconOnly={iconOnly}
          items={interestGroups.map((group) =>
            placeItem(group.path, group.name, <GroupMark aria-hidden="true">{group.initials}</GroupMark>, group.id),
          )}
        />
        {signedIn && !iconOnly ? <OnlineMembers people={online} /> : null}
      </Sections>
      <Footer $iconOnly={iconOnly}>
        <Presence>
          <Avatar name={visitor.name} src={visitor.avatar} size={32} decorative />
        </Presence>
        <UserText $iconOnly={iconOnly}>
          <UserName>{visitor.name}</UserName>
          {signedIn ? <UserHandle>@{visitor.username}</UserHandle> : null}
          {/* A guest is the spec's sample user, always "Online"; a member's status is their real presence. */}
          <UserStatus>{!signedIn || meOnline ? 'Online' : 'Connecting…'}</UserStatus>
        </UserText>
      </Footer>
    </Panel>
  );
}
