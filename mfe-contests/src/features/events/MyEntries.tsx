import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Card, useMember } from '@mindset/shared-ui';
import type { ContestAnswer } from '@mindset/payment-contract/contests';
import { fetchMyEntries, type MyEntry } from './api/contestDraws';
import { utcDate } from './drawDates';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A signed-in member's contest entries with their references, the names the published entries
 * lists use. Guests see nothing here (product rules: guests keep the page as it was).
 */
export function MyEntries({ draws }: { draws: Record<string, ContestAnswer> }) {
  const member = useMember();
  const [entries, setEntries] = useState<MyEntry[] | { error: string } | null>(null);

  useEffect(() => {
    if (!member) return;
    let current = true;
    fetchMyEntries().then(
      (answer) => {
        if (current) setEntries(answer);
      },
      () => {
        if (current) setEntries({ error: 'Your entries could not be loaded. Please try again.' });
      },
    );
    return () => {
      current = false;
    };
  }, [member]);

  if (!member) return null;
  const won = (entry: MyEntry) =>
    draws[entry.contestId]?.lastDraw?.winners.some((winner) => winner.reference === entry.reference) ?? false;

  return (
    <Card as="section" aria-labelledby="my-entries-title">
      <h2 id="my-entries-title">My entries</h2>
      {entries === null ? (
        <Muted role="status">Loading your entries…</Muted>
      ) : 'error' in entries ? (
        <Muted role="alert">{entries.error}</Muted>
      ) : entries.length === 0 ? (
        <Muted>You have not entered a contest yet.</Muted>
      ) : (
        <List>
          {entries.map((entry) => (
            <li key={entry.reference}>
              <p>
                <strong>{entry.title}</strong>: {entry.quantity} {entry.quantity === 1 ? 'entry' : 'entries'}
                {won(entry) ? ' · Winner!' : ''}
              </p>
              <Muted>
                Reference {entry.reference} · paid {utcDate(entry.paidAt)}
                {entry.active ? '' : ' · refunded, not in the draw'}
              </Muted>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
