import styled, { css } from 'styled-components';
import type { Theme } from '../theme/theme';

/** A step of the theme's spacing scale (`theme.space`). */
export type Space = keyof Theme['space'];

export type StackAlign = 'stretch' | 'start' | 'center' | 'end';

const alignments = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

/**
 * Children one under another, spaced by one step of the theme's scale. The gap is the whole rhythm:
 * the global heading and paragraph margins of the children are dropped; a margin a child's own styled
 * component sets still applies, since its rule comes after shared-ui's.
 */
export const stackRhythm = (gap: Space, align: StackAlign) => css`
  display: flex;
  flex-direction: column;
  align-items: ${alignments[align]};
  gap: ${({ theme }) => theme.space[gap]};
  & > * {
    margin-top: 0;
    margin-bottom: 0;
  }
`;

export interface StackProps {
  /** Space between children (default `md`). */
  $gap?: Space;
  /** Cross-axis placement of the children (default `stretch`: full width). */
  $align?: StackAlign;
}

/** Vertical rhythm: a column of blocks with one gap between them. */
export const Stack = styled.div<StackProps>`
  ${({ $gap = 'md', $align = 'stretch' }) => stackRhythm($gap, $align)}
`;
