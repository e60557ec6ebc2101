import styled, { css } from 'styled-components';
import type { Theme } from '../theme/theme';

/** A step of the theme's spacing scale (`theme.space`). */
export type Space = keyof Theme['space'];

export type StackAlign = 'stretch' | 'start' | 'center' | 'end';

const alignments = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

/**
 * Children one under another with one step of the theme's scale between them. Flush drops the
 * children's top and bottom margins (the global heading and paragraph margins) so the gap alone
 * spaces them; a margin a child's own styled component sets still applies, as its rule comes after
 * shared-ui's.
 */
export const stackRhythm = (gap: Space, align: StackAlign, flush: boolean) => css`
  display: flex;
  flex-direction: column;
  align-items: ${alignments[align]};
  gap: ${({ theme }) => theme.space[gap]};
  ${flush ? '& > * { margin-top: 0; margin-bottom: 0; }' : ''}
`;

export interface StackProps {
  /** Space between children (default `md`). */
  $gap?: Space;
  /** Cross-axis placement of the children (default `stretch`: full width). */
  $align?: StackAlign;
  /** The gap alone spaces the children: their own top and bottom margins are dropped. */
  $flush?: boolean;
}

/** Vertical rhythm: a column of blocks with one gap between them. */
export const Stack = styled.div<StackProps>`
  ${({ $gap = 'md', $align = 'stretch', $flush = false }) => stackRhythm($gap, $align, $flush)}
`;
