import { Button, type ButtonSize } from '@mindset/shared-ui';

export interface ToggleButtonProps {
  on: boolean;
  /** e.g. 'Follow' */
  offLabel: string;
  /** e.g. 'Following' */
  onLabel: string;
  onToggle: () => void;
  /** Read after the label when several such buttons share a screen, e.g. the person's name. */
  context?: string;
  size?: ButtonSize;
}

/** Follow/Following, Join/Joined, Enroll/Enrolled: the label says the current state, a press flips it. */
export function ToggleButton({ on, offLabel, onLabel, onToggle, context, size = 'sm' }: ToggleButtonProps) {
  return (
    <Button $variant={on ? 'secondary' : 'primary'} $size={size} onClick={onToggle}>
      {on ? onLabel : offLabel}
      {context ? <span className="sr-only"> {context}</span> : null}
    </Button>
  );
}
