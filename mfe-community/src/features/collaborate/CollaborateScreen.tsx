import { useState } from 'react';
import styled from 'styled-components';
import { Avatar, Badge, Card, ProgressBar, Stack, TabPanel, Tabs, type BadgeTone, Link } from '@mindset/shared-ui';
import { countLabel } from '../../components/format';
import { Icon } from '../../components/Icon';
import { ScreenColumn } from '../../components/ScreenColumn';
import { MutedText, ScreenTitle } from '../../components/ScreenTitle';
import { ToggleButton } from '../../components/ToggleButton';
import { useCommunityStore } from '../../store/communityStore';
import { adjustedCount, joinKey, type JoinableKind } from '../../store/socialSlice';
import { challenges, events, groups, type Challenge, type EventType, type Group, type HubEvent } from './hubData';

type HubTab = 'groups' | 'challenges' | 'events';

const tabs = [
  { id: 'groups', label: 'Groups' },
  { id: 'challenges', label: 'Challenges' },
  { id: 'events', label: 'Events' },
] as const;

const eventTypes: Record<EventType, { label: string; tone: BadgeTone }> = {
  recurring: { label: 'Recurring', tone: 'info' },
  workshop: { label: 'Workshop', tone: 'accent' },
  social: { label: 'Social', tone: 'success' },
};

const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} 0 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const ItemCard = styled(Card)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  h2 {
    font-family: inherit;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 ${({ theme }) => theme.space.xxs};
  }
  p {
    margin: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: auto minmax(0, 1fr);
    > :last-child {
      grid-column: 1 / -1;
      justify-self: start;
    }
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
  }
`;

const Emblem = styled.span`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: #6b4a06;
`;

const Actions = styled(Stack)`
  a {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Join state of a hub item: the sample's own value until the member changes it (local only). */
function useJoined(kind: JoinableKind, id: string, sampleJoined: boolean) {
  const override = useCommunityStore((state) => state.joined[joinKey(kind, id)]);
  const setJoined = useCommunityStore((state) => state.setJoined);
  const joined = override ?? sampleJoined;
  return { joined, toggle: () => setJoined(kind, id, !joined) };
}

function GroupItem({ group }: { group: Group }) {
  const { joined, toggle } = useJoined('group', group.id, group.isJoined);
  return (
    <ItemCard>
      <Avatar name={group.name} size={48} decorative />
      <Body>
        <h2>{group.name}</h2>
        <p>{group.description}</p>
        <Facts>
          <span>
            <Icon name="collab" size={16} />
            {countLabel(adjustedCount(group.members, group.isJoined, joined), 'member')}
          </span>
          <Badge>{group.category}</Badge>
        </Facts>
      </Body>
      <Actions $gap="xs" $align="end">
        <ToggleButton on={joined} offLabel="Join" onLabel="Joined" context={group.name} onToggle={toggle} />
        {joined ? <Link to={`/collab/groups/${group.id}`}>Open group chat</Link> : null}
      </Actions>
    </ItemCard>
  );
}

function ChallengeItem({ challenge }: { challenge: Challenge }) {
  const { joined, toggle } = useJoined('challenge', challenge.id, challenge.isJoined);
  return (
    <ItemCard>
      <Emblem aria-hidden="true">
        <Icon name="star" />
      </Emblem>
      <Body>
        <h2>{challenge.title}</h2>
        <p>{challenge.description}</p>
        <Facts>
          <span>
            <Icon name="collab" size={16} />
            {countLabel(adjustedCount(challenge.participants, challenge.isJoined, joined), 'participant')}
          </span>
          <span>
            <Icon name="clock" size={16} />
            {countLabel(challenge.daysLeft, 'day')} left
          </span>
        </Facts>
        {/* Spec: the progress bar only shows once the member has joined. */}
        {joined ? (
          <>
            <ProgressBar value={challenge.progress} label={`${challenge.title} progress`} tone="accent" />
            <MutedText>{challenge.progress}% complete</MutedText>
          </>
        ) : null}
      </Body>
      <Actions $gap="xs" $align="end">
        <ToggleButton on={joined} offLabel="Join" onLabel="Joined" context={challenge.title} onToggle={toggle} />
      </Actions>
    </ItemCard>
  );
}

function EventItem({ event }: { event: HubEvent }) {
  const { joined, toggle } = useJoined('event', event.id, false);
  const type = eventTypes[event.type];
  return (
    <ItemCard>
      <Emblem aria-hidden="true">
        <Icon name="calendar" />
      </Emblem>
      <Body>
        <h2>{event.title}</h2>
        <Facts>
          <span>
            <Icon name="clock" size={16} />
            {event.time}
          </span>
          <span>
            <Icon name="location" size={16} />
            {event.location}
          </span>
        </Facts>
        <Facts>
          <span>{countLabel(adjustedCount(event.attendees, false, joined), 'attendee')}</span>
          <Badge $tone={type.tone}>{type.label}</Badge>
        </Facts>
      </Body>
      <Actions $gap="xs" $align="end">
        <ToggleButton on={joined} offLabel="Join" onLabel="Joined" context={event.title} onToggle={toggle} />
      </Actions>
    </ItemCard>
  );
}

/** /community/collaborate: groups, challenges and events to join (locally) (docs/product-rules.md, "Community"). */
export function CollaborateScreen() {
  const [tab, setTab] = useState<HubTab>('groups');
  return (
    <ScreenColumn $width="narrow">
      <Intro>
        <ScreenTitle>Collaboration Hub</ScreenTitle>
        <MutedText>Find your people: join a group, take on a challenge or show up to an event.</MutedText>
      </Intro>
      <Tabs idBase="hub" tabs={tabs} value={tab} onChange={setTab} ariaLabel="Collaboration Hub" />
      <TabPanel idBase="hub" id={tab}>
        <List>
          {tab === 'groups'
            ? groups.map((group) => (
                <li key={group.id}>
                  <GroupItem group={group} />
                </li>
              ))
            : tab === 'challenges'
              ? challenges.map((challenge) => (
                  <li key={challenge.id}>
                    <ChallengeItem challenge={challenge} />
                  </li>
                ))
              : events.map((event) => (
                  <li key={event.id}>
                    <EventItem event={event} />
                  </li>
                ))}
        </List>
      </TabPanel>
    </ScreenColumn>
  );
}
