import styled from 'styled-components';
import { Badge, Button, Cluster, Link, Panel, Stack, toast } from '@mindset/shared-ui';
import type { ReportedItem } from '@mindset/member-contract';
import { ReasonAction } from '../../components/ReasonAction';
import { StudioPage } from '../../components/StudioPage';
import { when } from '../../components/when';
import { review, useReportQueue } from './api/queueApi';

const Quote = styled.blockquote`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Photos = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  img,
  video {
    width: 6rem;
    height: 6rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One reported thing, as its author's audience sees it, with what its reporters said and the actions. */
function ReportedCard({ item, changed }: { item: ReportedItem; changed: () => void }) {
  const what = item.kind === 'post' ? 'Post' : 'Comment';
  const headingId = `reported-${item.kind}-${item.id}`;
  async function restore() {
    const refused = await review(item.kind, item.id, { decision: 'restore' });
    if (refused) toast({ title: 'Not restored', description: refused, variant: 'destructive' });
    else {
      toast({ title: `${what} restored`, variant: 'success' });
      changed();
    }
  }
  return (
    <Panel as="article" aria-labelledby={headingId} $gap="sm">
      <Cluster $align="center" $justify="between">
        <CardTitle id={headingId}>
          {what} by <Link to={`/studio/members/${item.author.username}`}>{item.author.name}</Link> (@
          {item.author.username})
        </CardTitle>
        <Cluster $gap="xs">
          <Badge $tone="danger">
            {item.reporters} {item.reporters === 1 ? 'report' : 'reports'}
          </Badge>
          {item.hidden ? <Badge $tone="info">Hidden until reviewed</Badge> : null}
        </Cluster>
      </Cluster>
      {item.text ? <Quote>{item.text}</Quote> : null}
      {item.media.length ? (
        <Photos>
          {item.media.map((media) =>
            media.kind === 'image' ? (
              <img key={media.url} src={media.url} alt={media.alt} />
            ) : (
              <video key={media.url} src={media.url} aria-label={media.alt} muted />
            ),
          )}
        </Photos>
      ) : null}
      <Muted>
        Shared {when(item.createdAt)} · last reported {when(item.lastReportedAt)}
      </Muted>
      <Muted>Reasons: {item.reasons.join(' · ')}</Muted>
      <Cluster>
        <Button type="button" $variant="secondary" $size="sm" onClick={() => void restore()}>
          Restore
        </Button>
        <ReasonAction
          label={`Remove ${item.kind}`}
          confirmLabel={`Remove and tell @${item.author.username}`}
          variant="destructive"
          act={(reason) => review(item.kind, item.id, { decision: 'remove', reason })}
          done={changed}
        />
      </Cluster>
    </Panel>
  );
}

/** The report queue: most reporters first. */
export function QueueScreen() {
  const { served, reload } = useReportQueue();
  return (
    <StudioPage
      title="Reports"
      lead="Posts and comments members reported, most reporters first. Restore clears the reports; Remove deletes it and tells its author why."
      served={served}
    >
      {({ items }) =>
        items.length ? (
          <Stack $gap="md">
            {items.map((item) => (
              <ReportedCard key={`${item.kind}-${item.id}`} item={item} changed={reload} />
            ))}
          </Stack>
        ) : (
          <Panel $tone="success">Nothing is waiting for review.</Panel>
        )
      }
    </StudioPage>
  );
}
