import styled from 'styled-components';
import type { Space } from './Stack';

export type ClusterAlign = 'stretch' | 'start' | 'center' | 'baseline' | 'end';
export type ClusterJustify = 'start' | 'center' | 'end' | 'between';

const alignments = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  baseline: 'baseline',
  end: 'flex-end',
} as const;
const justifications = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;

export interface ClusterProps {
  /** Space between items and between wrapped lines (default `sm`). */
  $gap?: Space;
  /** Vertical placement of the items in a line (default `stretch`: buttons of a row share one height). */
  $align?: ClusterAlign;
  /** Where the items sit along the line (default `start`). */
  $justify?: ClusterJustify;
  /** On phones the items go one under another, each full width (a hero's calls to action). */
  $stackOnMobile?: boolean;
}

/** A row that wraps: actions under a form or a message, tags, badges, filters. */
export const Cluster = styled.div<ClusterProps>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${({ $align = 'stretch' }) => alignments[$align]};
  justify-content: ${({ $justify = 'start' }) => justifications[$justify]};
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};
  ${({ theme, $stackOnMobile }) => ($stackOnMobile ? `${theme.media.mobile} { flex-direction: column; }` : '')}
`;
