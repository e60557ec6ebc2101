import type { FollowState } from '@mindset/member-contract';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Avatar, Button, ButtonLink, Cluster, TabPanel, Tabs, toast } from '@mindset/shared-ui';
import { EmptyState } from '../../components/EmptyState';
import { formatNumber } from '../../components/format';
import { Icon } from '../../components/Icon';
import { profilePath } from '../../components/paths';
import { ProfilePostGrid, type ProfileGridTile } from '../../components/ProfilePostGrid';
import { ScreenColumn } from '../../components/ScreenColumn';
import { usePersonLookup } from '../../components/useCurrentUser';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import type { CommunityPost } from '../../data/posts';
import type { CommunityUser } from '../../data/users';
import { copyToClipboard } from './copyToClipboard';
import { profileHighlights } from './profileData';
import { ProfileMoreMenu, type MoreMenuItem } from './ProfileMoreMenu';
import { ShareProfileDialog } from './ShareProfileDialog';

const Header = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space.md};
  }
`;

const AvatarRing = styled.div`
  padding: 3px;
  border-radius: 50%;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.accent}, ${({ theme }) => theme.colors.primary});
  > span {
    border: 3px solid ${({ theme }) => theme.colors.background};
  }
`;

const NameRow = styled(Cluster)`
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    overflow-wrap: anywhere;
  }
`;

const Handle = styled.p`
  margin: 0.125rem 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Stats = styled.ul`
  list-style: none;
  display: flex;
  /* On the narrowest phones the three figures take two lines rather than widening the page. */
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  }
`;

const About = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    white-space: pre-line;
  }
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled(Cluster)`
  position: relative;
  margin-top: ${({ theme }) => theme.space.md};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Highlights = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(${profileHighlights.length}, minmax(0, 4.5rem));
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: 0;
  li {
    display: grid;
    justify-items: center;
    gap: 0.25rem;
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-align: center;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(${profileHighlights.length}, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const HighlightCircle = styled.span`
  display: grid;
  place-items: center;
  width: min(4rem, 100%);
  aspect-ratio: 1 / 1;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
`;

export const Notice = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  text-align: center;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type ProfileTab = 'posts' | 'tagged';

const profileTabs = [
  { id: 'posts', label: 'Posts' },
  { id: 'tagged', label: 'Tagged' },
] as const;

function tilesOf(posts: CommunityPost[], personOf: (username: string) => CommunityUser | undefined): ProfileGridTile[] {
  return posts.map((post) => {
    const author = personOf(post.username)?.name ?? post.username;
    const summary = post.caption.length > 80 ? `${post.caption.slice(0, 80)}…` : post.caption;
    return { postId: post.id, media: post.media[0], label: `Post by ${author}: ${summary}` };
  });
}

function messageUserPath(username: string): string {
  return `/community/messages/new?user=${encodeURIComponent(username)}`;
}

/** Only web addresses become links, so a typed-in value can never run script. */
function safeWebsite(website: string): string | null {
  return /^https?:\/\//i.test(website.trim()) ? website.trim() : null;
}

export function UserNotFound({ username }: { username: string }) {
  return (
    <ScreenColumn>
      <Notice>
        <h1>User not found</h1>
        <p>There is no member called @{username}. The link may be wrong, or the account may have been removed.</p>
        <ButtonLink to="/community" $variant="primary">
          Back to the community
        </ButtonLink>
      </Notice>
    </ScreenColumn>
  );
}

/** Following and blocking from a profile: kept on this device for a guest, asked of member-service for a member. */
export interface ProfileRelation {
  followState: FollowState;
  /** Follows (a request, for a private account) or unfollows; false when refused, having said why. */
  setFollowing: (follow: boolean) => Promise<boolean>;
  blockedByMe: boolean;
  /** Null once done, else the sentence saying why not. */
  block: () => Promise<string | null>;
  unblock: () => Promise<string | null>;
  /** Asks again for what the page shows after a block or unblock changed it (a guest's page reads this device). */
  reload?: () => void;
}

export interface ProfileViewProps {
  user: CommunityUser;
  isOwn: boolean;
  stats: CommunityUser['stats'];
  /** The posts grid; null while the account is private to this visitor. */
  posts: CommunityPost[] | null;
  tagged: CommunityPost[];
  /** Whether the account is private: one's own profile says so. */
  isPrivate: boolean;
  relation: ProfileRelation;
}

const followLabels: Record<FollowState, string> = {
  self: 'Edit profile',
  none: 'Follow',
  requested: 'Requested',
  following: 'Following',
};

/** A profile as guests and members both see it; what they see of it and what following does come as props. */
export function ProfileView({ user, isOwn, stats, posts, tagged, isPrivate, relation }: ProfileViewProps) {
  const personOf = usePersonLookup();
  const [tab, setTab] = useState<ProfileTab>('posts');
  const [sharing, setSharing] = useState(false);
  const closeShare = useCallback(() => setSharing(false), []);
  const { followState, setFollowing, blockedByMe } = relation;

  const following = followState === 'following';
  const url = `${window.location.origin}${profilePath(user.username)}`;
  const website = safeWebsite(user.website);
  const statList = [
    { label: 'posts', value: stats.posts },
    { label: 'followers', value: stats.followers },
    { label: 'following', value: stats.following },
  ];

  const unfollow = async () => {
    if (await setFollowing(false)) toast({ title: `Unfollowed ${user.username}` });
  };

  const block = async () => {
    const refused = await relation.block();
    if (refused) {
      toast({ title: refused, variant: 'destructive' });
      return;
    }
    // Blocking someone also stops following them.
    if (following) await setFollowing(false);
    toast({ title: `Blocked ${user.username}`, variant: 'destructive' });
    relation.reload?.();
  };

  const unblock = async () => {
    const refused = await relation.unblock();
    if (refused) {
      toast({ title: refused, variant: 'destructive' });
      return;
    }
    toast({ title: `Unblocked ${user.username}` });
    relation.reload?.();
  };

  const moreItems: MoreMenuItem[] = [
    { label: 'Copy profile link', onSelect: () => copyToClipboard(url, 'Profile link copied to clipboard') },
    ...(following ? [{ label: 'Unfollow', onSelect: () => void unfollow() }] : []),
    { label: 'Block', destructive: true, onSelect: () => void block() },
    {
      label: 'Report',
      destructive: true,
      onSelect: () =>
        toast({ title: 'Report submitted', description: "We'll review this account and take appropriate action." }),
    },
  ];

  return (
    <ScreenColumn $width="wide">
      <Header>
        <AvatarRing>
          <Avatar name={user.name} src={user.avatar} size={96} decorative />
        </AvatarRing>
        <div>
          <NameRow $gap="xs" $align="center">
            <h1>{user.name}</h1>
            {user.verified ? <VerifiedBadge size={20} /> : null}
          </NameRow>
          <Handle>@{user.username}</Handle>
          <Stats aria-label="Profile statistics">
            {statList.map((stat) => (
              <li key={stat.label}>
                <strong>{formatNumber(stat.value)}</strong> <span>{stat.label}</span>
              </li>
            ))}
          </Stats>
        </div>
      </Header>

      <About>
        {user.bio ? <p>{user.bio}</p> : null}
        {website ? (
          <a href={website} target="_blank" rel="noopener noreferrer">
            {website.replace(/^https?:\/\//i, '')}
          </a>
        ) : null}
      </About>

      <Actions $gap="xs">
        {isOwn ? (
          <>
            <ButtonLink to="/community/settings/edit-profile" $variant="primary" $size="sm">
              Edit profile
            </ButtonLink>
            <Button $variant="secondary" $size="sm" onClick={() => setSharing(true)}>
              Share profile
            </Button>
          </>
        ) : blockedByMe ? (
          <Button $variant="secondary" $size="sm" onClick={() => void unblock()}>
            Unblock
          </Button>
        ) : (
          <>
            <Button
              $variant={following || followState === 'requested' ? 'secondary' : 'primary'}
              $size="sm"
              onClick={() => void (following ? unfollow() : setFollowing(followState === 'none'))}
            >
              {followLabels[followState]}
            </Button>
            <ButtonLink to={messageUserPath(user.username)} $variant="secondary" $size="sm">
              Message
            </ButtonLink>
            <Button $variant="secondary" $size="sm" onClick={() => setSharing(true)}>
              Share profile
            </Button>
            <ProfileMoreMenu items={moreItems} />
          </>
        )}
      </Actions>
      {isOwn && isPrivate ? <Note>Your account is private: only followers you approve see your posts.</Note> : null}

      <Highlights aria-label="Highlights">
        {profileHighlights.map((highlight) => (
          <li key={highlight.id}>
            <HighlightCircle>
              <Icon name={highlight.icon} />
            </HighlightCircle>
            {highlight.title}
          </li>
        ))}
      </Highlights>

      {blockedByMe ? (
        <Notice>
          <Icon name="lock" size={40} />
          <h2>You blocked @{user.username}</h2>
          <p>They can't see your posts or message you, and you won't see theirs. Unblock them to change this.</p>
        </Notice>
      ) : posts === null ? (
        <Notice>
          <Icon name="lock" size={40} />
          <h2>This account is private</h2>
          <p>Follow {user.name} to see their photos and videos.</p>
        </Notice>
      ) : (
        <>
          <Tabs idBase="profile" tabs={profileTabs} value={tab} onChange={setTab} ariaLabel="Profile content" />
          <TabPanel idBase="profile" id={tab}>
            {tab === 'posts' && isOwn && posts.length === 0 ? (
              <EmptyState icon="create" title="No posts yet">
                <ButtonLink to="/community/create">Share your first post</ButtonLink>
              </EmptyState>
            ) : tab === 'posts' ? (
              <ProfilePostGrid tiles={tilesOf(posts, personOf)} label={`Posts by ${user.name}`} />
            ) : (
              <ProfilePostGrid tiles={tilesOf(tagged, personOf)} label={`Posts ${user.name} is tagged in`} />
            )}
          </TabPanel>
        </>
      )}

      <ShareProfileDialog open={sharing} onClose={closeShare} name={user.name} username={user.username} url={url} />
    </ScreenColumn>
  );
}
