import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Cluster,
  Field,
  Link,
  Panel,
  Stack,
  toast,
  useParams,
  useSessionStore,
} from '@mindset/shared-ui';
import type { MemberPageAnswer } from '@mindset/member-contract';
import { ReasonAction } from '../../components/ReasonAction';
import { Facts } from '../../components/Facts';
import { StudioPage } from '../../components/StudioPage';
import { when } from '../../components/when';
import { ban, liftBan, liftSuspension, pin, setRole, suspend, useMemberPage } from './api/memberApi';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Select = styled.select`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/** How long a suspension lasts, from now. */
const SUSPENSION_DAYS = [1, 3, 7, 30] as const;

function SuspendAction({ username, changed }: { username: string; changed: () => void }) {
  const [days, setDays] = useState<number>(7);
  const id = useId();
  return (
    <ReasonAction
      label="Suspend"
      confirmLabel="Suspend"
      extra={
        <Field label="For" htmlFor={id} hint="They can read, but not post, comment, message or chat until then.">
          <Select id={id} value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {SUSPENSION_DAYS.map((count) => (
              <option key={count} value={count}>
                {count === 1 ? '1 day' : `${count} days`}
              </option>
            ))}
          </Select>
        </Field>
      }
      act={(reason) => suspend(username, new Date(Date.now() + days * 86_400_000), reason)}
      done={changed}
    />
  );
}

function Actions({ page, changed }: { page: MemberPageAnswer; changed: () => void }) {
  const ownRole = useSessionStore((state) => state.role);
  const { member } = page;
  if (member.role === 'owner') return <p>The owner cannot be suspended, banned or demoted.</p>;
  if (member.role === 'moderator' && ownRole !== 'owner') return <p>Only the owner acts on a moderator.</p>;
  async function changeRole(role: 'member' | 'moderator') {
    const refused = await setRole(member.username, role);
    if (refused) toast({ title: 'Role not changed', description: refused, variant: 'destructive' });
    else {
      toast({
        title: role === 'moderator' ? `@${member.username} is a moderator` : `@${member.username} is a member`,
        variant: 'success',
      });
      changed();
    }
  }
  return (
    <Cluster $align="start">
      {member.status === 'suspended' ? (
        <ReasonAction
          label="Lift suspension"
          confirmLabel="Lift suspension"
          act={(reason) => liftSuspension(member.username, reason)}
          done={changed}
        />
      ) : member.status === 'active' ? (
        <SuspendAction username={member.username} changed={changed} />
      ) : null}
      {member.status === 'banned' ? (
        <ReasonAction
          label="Lift ban"
          confirmLabel="Lift ban"
          act={(reason) => liftBan(member.username, reason)}
          done={changed}
        />
      ) : (
        <ReasonAction
          label="Ban"
          confirmLabel="Ban from the community"
          variant="destructive"
          act={(reason) => ban(member.username, reason)}
          done={changed}
        />
      )}
      {ownRole === 'owner' ? (
        <Button
          type="button"
          $variant="outline"
          $size="sm"
          onClick={() => void changeRole(member.role === 'moderator' ? 'member' : 'moderator')}
        >
          {member.role === 'moderator' ? 'Make a member again' : 'Make a moderator'}
        </Button>
      ) : null}
    </Cluster>
  );
}

/** One member as the studio sees them: who they are, their standing, recent posts and the reports against them. */
export function MemberScreen() {
  const { username = '' } = useParams();
  const { served, reload } = useMemberPage(username);
  async function togglePin(postId: string, pinned: boolean) {
    const refused = await pin(postId, pinned);
    if (refused) toast({ title: 'Not changed', description: refused, variant: 'destructive' });
    else {
      toast({ title: pinned ? 'Pinned to every feed' : 'Unpinned', variant: 'success' });
      reload();
    }
  }
  return (
    <StudioPage title={`@${username}`} lead={<Link to="/studio/members">All members</Link>} served={served}>
      {(page) => (
        <Stack $gap="lg">
          <Panel as="section" aria-labelledby="member-standing" $gap="sm">
            <h2 id="member-standing">{page.member.name}</h2>
            <Facts>
              <dt>Email</dt>
              <dd>{page.member.email}</dd>
              <dt>Joined</dt>
              <dd>{when(page.member.joinedAt)}</dd>
              <dt>Last active</dt>
              <dd>{page.member.lastActiveAt ? when(page.member.lastActiveAt) : 'Not signed in'}</dd>
              <dt>Role</dt>
              <dd>
                {page.member.role === 'member' ? 'Member' : page.member.role === 'moderator' ? 'Moderator' : 'Owner'}
              </dd>
              <dt>Status</dt>
              <dd>
                <Badge $tone={page.member.status === 'active' ? 'success' : 'danger'}>{page.member.status}</Badge>
                {page.suspendedUntil ? ` until ${when(page.suspendedUntil)}: ${page.suspensionReason ?? ''}` : null}
                {page.banReason ? ` (${page.banReason})` : null}
              </dd>
              <dt>Reports against them</dt>
              <dd>{page.member.reportsAgainst}</dd>
            </Facts>
            <Actions page={page} changed={reload} />
          </Panel>
          <Panel as="section" aria-labelledby="member-posts" $gap="sm">
            <h2 id="member-posts">Recent posts</h2>
            {page.recentPosts.length ? (
              <List>
                {page.recentPosts.map((post) => (
                  <li key={post.id}>
                    <span>{post.caption || 'A post without a caption'}</span>
                    <Cluster $align="center">
                      <small>{when(post.createdAt)}</small>
                      {post.reports ? <Badge $tone="danger">{post.reports} reports</Badge> : null}
                      {post.pinned ? <Badge $tone="info">Pinned</Badge> : null}
                      <Button
                        type="button"
                        $variant="ghost"
                        $size="sm"
                        onClick={() => void togglePin(post.id, !post.pinned)}
                      >
                        {post.pinned ? 'Unpin' : 'Pin to every feed'}
                      </Button>
                    </Cluster>
                  </li>
                ))}
              </List>
            ) : (
              <p>No posts.</p>
            )}
          </Panel>
          <Panel as="section" aria-labelledby="member-reports" $gap="sm">
            <h2 id="member-reports">Reports against them</h2>
            {page.reports.length ? (
              <List>
                {page.reports.map((report) => (
                  <li key={`${report.kind}-${report.id}-${report.reporter}`}>
                    <span>
                      {report.kind === 'post' ? 'Post' : 'Comment'} “{report.text}”: {report.reason}
                    </span>
                    <small>
                      by @{report.reporter}, {when(report.createdAt)}
                    </small>
                  </li>
                ))}
              </List>
            ) : (
              <p>No reports.</p>
            )}
          </Panel>
        </Stack>
      )}
    </StudioPage>
  );
}
