import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Cluster, Dialog, toast } from '@mindset/shared-ui';
import { reportPost } from './api/postPage';

/** The reasons a member can give; the service keeps the one chosen for the moderators. */
export const REPORT_REASONS = ['Spam', 'Harassment or bullying', 'False information', 'Something else'] as const;

const Reasons = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 2.75rem;
  }
`;

const Actions = styled(Cluster)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** Reporting a member's post to the moderators, with a reason (members only: reports are kept by the service). */
export function ReportPostDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const name = useId();
  const [reason, setReason] = useState<string>(REPORT_REASONS[0]);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const refused = await reportPost(postId, reason);
    setSending(false);
    if (refused) {
      toast({ title: refused, variant: 'destructive' });
      return;
    }
    toast({ title: 'Report submitted', description: "We'll review this post and take appropriate action." });
    onClose();
  };

  return (
    <Dialog open title="Report post" description="Why are you reporting this post?" onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)}>
        <Reasons>
          <legend className="sr-only">Reason</legend>
          {REPORT_REASONS.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={name}
                value={option}
                checked={reason === option}
                onChange={() => setReason(option)}
              />
              {option}
            </label>
          ))}
        </Reasons>
        <Actions $justify="end">
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" $variant="destructive" disabled={sending}>
            Send report
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
