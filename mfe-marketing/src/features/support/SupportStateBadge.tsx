import styled from 'styled-components';
import { Badge } from '@mindset/shared-ui';

// Holds the badge's room while the state is unknown: the same height as a badge with a word, so
// nothing moves when the word arrives after hydration (CLS 0), and nothing to read meanwhile.
const Room = styled(Badge)`
  visibility: hidden;
`;

interface SupportStateBadgeProps {
  /** Whether support is open now; null until the page may read the clock (`useSupportOpen`). */
  open: boolean | null;
  openLabel: string;
  closedLabel: string;
}

/** The live state of support hours as a badge, drawn only once the browser's clock may be read. */
export function SupportStateBadge({ open, openLabel, closedLabel }: SupportStateBadgeProps) {
  if (open === null) return <Room aria-hidden="true">{'\u00a0'}</Room>;
  return <Badge $tone={open ? 'success' : 'neutral'}>{open ? openLabel : closedLabel}</Badge>;
}
