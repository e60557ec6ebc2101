import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { TabPanel, Tabs, useMember } from '@mindset/shared-ui';
import { ScreenColumn } from '../../components/ScreenColumn';
import { ScreenLoading } from '../../components/ScreenLoading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { ToggleButton } from '../../components/ToggleButton';
import { findUser } from '../../data/users';
import { useCommunityStore } from '../../store/communityStore';
import { ActivityPost, ActivityRow, List } from './ActivityRow';
import { followingActivity, yourActivity, type ActivityItem } from './activityData';
import type { ActivityTab } from './api/activity';

/** Only a member's activity loads what asks member-service for it. */
const MemberActivity = lazy(() => import('./MemberActivity'));

const tabs = [
  { id: 'you', label: 'You' },
  { id: 'following', label: 'Following' },
] as const;

const Title = styled(ScreenTitle)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

function SampleActivityRow({ item, offerFollowBack }: { item: ActivityItem; offerFollowBack: boolean }) {
  const person = findUser(item.username);
  const name = person?.name ?? item.username;
  const following = useCommunityStore((state) => state.following[item.username] ?? false);
  const setFollowing = useCommunityStore((state) => state.setFollowing);
  return (
    <ActivityRow
      username={item.username}
      name={name}
      avatar={person?.avatar}
      content={item.content}
      createdAt={item.createdAt}
      aside={
        <>
          {item.postId ? <ActivityPost postId={item.postId} /> : null}
          {offerFollowBack && item.type === 'follow' ? (
            <ToggleButton
              on={following}
              offLabel="Follow back"
              onLabel="Following"
              context={name}
              onToggle={() => setFollowing(item.username, !following)}
            />
          ) : null}
        </>
      }
    />
  );
}

function SampleActivity({ tab }: { tab: ActivityTab }) {
  const items = tab === 'you' ? yourActivity : followingActivity;
  return (
    <List>
      {items.map((item) => (
        <SampleActivityRow key={item.id} item={item} offerFollowBack={tab === 'you'} />
      ))}
    </List>
  );
}

/** /community/activity: tabs You and Following; every name links to the person's profile (docs/product-rules.md, "Community"). */
export function ActivityScreen() {
  const [tab, setTab] = useState<ActivityTab>('you');
  const member = useMember();
  return (
    <ScreenColumn $width="narrow">
      <Title>Activity</Title>
      <Tabs idBase="activity" tabs={tabs} value={tab} onChange={setTab} ariaLabel="Activity" />
      <TabPanel idBase="activity" id={tab}>
        {member ? (
          <Suspense fallback={<ScreenLoading />}>
            <MemberActivity key={tab} tab={tab} memberId={member.id} />
          </Suspense>
        ) : (
          <SampleActivity tab={tab} />
        )}
      </TabPanel>
    </ScreenColumn>
  );
}
