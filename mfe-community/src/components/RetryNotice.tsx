import { Button } from '@mindset/shared-ui';

/** What a member's screen says when member-service did not answer: its sentence, and Try again. */
export function RetryNotice({ problem, onRetry }: { problem: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <p>{problem}</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
