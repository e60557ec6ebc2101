import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Avatar, Link, toast, useMember, useNavigate, useSessionStore } from '@mindset/shared-ui';
import { useCommunityStore } from '../store/communityStore';
import { Icon, type IconName } from './Icon';
import { profilePath } from './paths';
import { useCurrentUser } from './useCurrentUser';

const Wrapper = styled.div`
  position: relative;
`;

const AvatarButton = styled.button`
  display: inline-flex;
  padding: 2px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: none;
  cursor: pointer;
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.5rem);
  z-index: ${({ theme }) => theme.zIndex.overlay};
  width: 15rem;
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Who = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space.xxs};
`;

const itemStyles = `
  display: flex;
  align-items: center;
  gap: 0.75rem;
  width: 100%;
  padding: 0.625rem 0.75rem;
  border: 0;
  border-radius: 6px;
  background: none;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const MenuLink = styled(Link)`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const LogOutButton = styled.button`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.danger};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:hover {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;

const menuLinks: { to: string; label: string; icon: IconName }[] = [
  { to: '/community/saved', label: 'Saved', icon: 'bookmark' },
  { to: '/community/activity', label: 'Activity', icon: 'activity' },
  { to: '/community/settings', label: 'Settings', icon: 'settings' },
  { to: '/community/help', label: 'Help', icon: 'help' },
];

/**
 * The header's menu: the member's real session, or a guest browsing as the spec's sample member.
 * One panel for both, so a menu opened while the page still asked who is signed in stays open
 * when the answer comes, and then says who (docs/decisions/0086-member-seam-in-the-remotes.md).
 */
export function ProfileMenu() {
  const member = useMember();
  const signOutMember = useSessionStore((state) => state.signOut);
  const signOutLocally = useCommunityStore((state) => state.signOut);
  const navigate = useNavigate();
  const me = useCurrentUser();
  if (!member) return <ProfileMenuPanel who="Browsing as a guest" offersSignIn logOut={signOutLocally} />;
  // A member's Log out ends the real session; a guest's is the spec's local sign-out.
  const logOut = async () => {
    const result = await signOutMember();
    if (result.error !== null) {
      toast({ title: result.error, variant: 'destructive' });
      return;
    }
    navigate('/signin');
  };
  return <ProfileMenuPanel who={`Signed in as @${me.username}`} offersSignIn={false} logOut={logOut} />;
}

interface ProfileMenuPanelProps {
  /** Who the menu says is browsing. */
  who: string;
  offersSignIn: boolean;
  logOut: () => void | Promise<void>;
}

/** A disclosure that closes on Escape, an outside click or a choice. */
function ProfileMenuPanel({ who, offersSignIn, logOut }: ProfileMenuPanelProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const me = useCurrentUser();
  const links = [{ to: profilePath(me.username), label: 'Profile', icon: 'profile' as const }, ...menuLinks];

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapperRef}>
      <AvatarButton
        ref={buttonRef}
        type="button"
        aria-label="Profile menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={me.name} src={me.avatar} size={32} decorative />
      </AvatarButton>
      <Panel id={panelId} hidden={!open}>
        <Who>{who}</Who>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <MenuLink to={link.to} onClick={() => setOpen(false)}>
                <Icon name={link.icon} size={20} />
                {link.label}
              </MenuLink>
            </li>
          ))}
          {offersSignIn ? (
            <li>
              <MenuLink to="/signin" onClick={() => setOpen(false)}>
                <Icon name="profile" size={20} />
                Sign In
              </MenuLink>
            </li>
          ) : null}
          <li>
            <LogOutButton
              type="button"
              onClick={() => {
                setOpen(false);
                void logOut();
              }}
            >
              <Icon name="logout" size={20} />
              Log out
            </LogOutButton>
          </li>
        </ul>
      </Panel>
    </Wrapper>
  );
}
