import { useId, useState, type FormEvent } from 'react';
import { Button, Cluster, Field, Input, Panel, Stack, toast } from '@mindset/shared-ui';
import { StudioPage } from '../../components/StudioPage';
import { when } from '../../components/when';
import { setPinned, useAnnouncements } from './api/announcementsApi';

/** The post a link or id names: `/community/post/<id>` or the id itself. */
function postIdFrom(text: string): string {
  return text
    .trim()
    .replace(/^.*\/community\/post\//, '')
    .replace(/[/?#].*$/, '');
}

/** Posts pinned to the top of every member's feed; pin another by its link. */
export function AnnouncementsScreen() {
  const { served, reload } = useAnnouncements();
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  async function change(postId: string, pinned: boolean) {
    const refused = await setPinned(postId, pinned);
    if (refused) {
      if (pinned) setError(refused);
      else toast({ title: 'Not unpinned', description: refused, variant: 'destructive' });
      return;
    }
    toast({ title: pinned ? 'Pinned to every feed' : 'Unpinned', variant: 'success' });
    setLink('');
    setError(null);
    reload();
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    void change(postIdFrom(link), true);
  }
  return (
    <StudioPage
      title="Announcements"
      lead="A pinned post leads every member’s feed, live. A channel’s pinned message is pinned from the message’s menu in Collab."
      controls={
        <form onSubmit={submit} aria-label="Pin a post">
          <Cluster $align="end">
            <Field label="Post link or id" htmlFor={id} error={error}>
              <Input
                id={id}
                value={link}
                onChange={(event) => setLink(event.target.value)}
                required
                aria-describedby={`${id}-message`}
                $invalid={Boolean(error)}
              />
            </Field>
            <Button type="submit">Pin to every feed</Button>
          </Cluster>
        </form>
      }
      served={served}
    >
      {({ posts }) =>
        posts.length ? (
          <Stack $gap="sm">
            {posts.map((post) => (
              <Panel key={post.id} $gap="xs">
                <p>{post.caption || 'A post without a caption'}</p>
                <Cluster $align="center" $justify="between">
                  <small>
                    By @{post.author}, pinned {when(post.pinnedAt)}
                  </small>
                  <Button type="button" $variant="outline" $size="sm" onClick={() => void change(post.id, false)}>
                    Unpin
                  </Button>
                </Cluster>
              </Panel>
            ))}
          </Stack>
        ) : (
          <p>No post is pinned.</p>
        )
      }
    </StudioPage>
  );
}
