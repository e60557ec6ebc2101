import styled from 'styled-components';
import type { Member } from '../session/memberClient';
import { useSessionStore } from '../session/sessionStore';
import { Avatar } from './Avatar';
import { Button, ButtonLink } from './Button';

const Links = styled.div<{ $stacked: boolean }>`
  display: ${({ $stacked }) => ($stacked ? 'grid' : 'flex')};
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Name = styled.span`
  max-width: 10rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export interface MemberHeaderLinksProps {
  member: Member;
  /** In a phone menu: one full-width control per line. */
  stacked?: boolean;
}

/**
 * What a header shows a signed-in member in place of Join: who they are (their account, on /signin),
 * "My purchases" and Sign out. Headers draw it only for a member; a guest keeps the spec's Join.
 */
export function MemberHeaderLinks({ member, stacked = false }: MemberHeaderLinksProps) {
  const signOut = useSessionStore((state) => state.signOut);
  const size = 'sm' as const;
  return (
    <Links $stacked={stacked}>
      <ButtonLink to="/signin" $variant="ghost" $size={size} $fullWidth={stacked}>
        <span className="sr-only">Your account: </span>
        <Avatar name={member.name} src={member.avatarUrl ?? undefined} size={24} decorative />
        <Name>{member.name}</Name>
      </ButtonLink>
      <ButtonLink to="/purchases" $variant="ghost" $size={size} $fullWidth={stacked}>
        My purchases
      </ButtonLink>
      <Button type="button" $variant="outline" $size={size} $fullWidth={stacked} onClick={() => void signOut()}>
        Sign out
      </Button>
    </Links>
  );
}
