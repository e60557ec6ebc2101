import type { Person } from '@mindset/member-contract';
import styled from 'styled-components';
import { Avatar } from '@mindset/shared-ui';

const Badges = styled.span`
  margin-left: auto;
  display: inline-flex;
  gap: 2px;
`;

const Badge = styled.span<{ $mention?: boolean }>`
  min-width: 1.25rem;
  padding: 0 0.375rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $mention }) => ($mention ? theme.colors.danger : theme.colors.onInkMuted)};
  color: ${({ theme, $mention }) => ($mention ? '#fff' : theme.colors.ink)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.25rem;
  text-align: center;
`;

/** A channel's unread count, and its @mentions of the member in red; read as words by screen readers. */
export function UnreadBadges({ unread, mentions }: { unread: number; mentions: number }) {
  if (unread === 0) return null;
  return (
    <Badges>
      <Badge aria-hidden="true">{unread}</Badge>
      {mentions > 0 ? (
        <Badge $mention aria-hidden="true">
          @{mentions}
        </Badge>
      ) : null}
      <span className="sr-only">
        , {unread} unread{mentions > 0 ? `, ${mentions} ${mentions === 1 ? 'mention' : 'mentions'}` : ''}
      </span>
    </Badges>
  );
}

const Section = styled.section`
  padding: 0 ${({ theme }) => theme.space.xs};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.onInkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Dot = styled.span`
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 50%;
  background: #3fb77c;
`;

/** Who has the hub open now (members who show their online status), kept live. */
export function OnlineMembers({ people }: { people: Person[] }) {
  return (
    <Section aria-labelledby="online-heading">
      <h2 id="online-heading">Online — {people.length}</h2>
      <ul>
        {people.map((person) => (
          <li key={person.username}>
            <Avatar name={person.name} src={person.avatarUrl ?? undefined} size={24} decorative />
            {person.name}
            <Dot aria-hidden="true" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
