import styled, { css, type DefaultTheme } from 'styled-components';
import { stackRhythm, type Space } from './Stack';

/** `card`: a section of a page (a form, a summary). `message`: a panel that is the whole answer of a screen. */
export type PanelVariant = 'card' | 'message';
/** `accent` outlines a panel that asks for a decision; the others mark an outcome with a band on top. */
export type PanelTone = 'neutral' | 'accent' | 'success' | 'danger' | 'info';
/** Centred at 28rem (a sign-in form), 32rem or 36rem (a message); full width when not given. */
export type PanelWidth = 'narrow' | 'medium' | 'wide';

export interface PanelProps {
  $variant?: PanelVariant;
  $tone?: PanelTone;
  $width?: PanelWidth;
  /** Stacks the children with this gap (their own block margins dropped); plain text flow when not given. */
  $gap?: Space;
}

const widths = { narrow: '28rem', medium: '32rem', wide: '36rem' } as const;

const variants = {
  card: css`
    padding: ${({ theme }) => theme.space.lg};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  `,
  message: css`
    padding: ${({ theme }) => theme.space.xl};
    text-align: center;
    box-shadow: ${({ theme }) => theme.shadows.md};
    ${({ theme }) => theme.media.mobile} {
      padding: ${({ theme }) => theme.space.lg};
    }
  `,
};

const toneBorder = ({ theme, $tone = 'neutral' }: PanelProps & { theme: DefaultTheme }) => {
  if ($tone === 'neutral') return '';
  if ($tone === 'accent') return `border-color: ${theme.colors.accent};`;
  return `border-top: 6px solid ${theme.colors[$tone]};`;
};

/** A card section: the surface, border and corners of every panel, with a variant and tone instead of copies. */
export const Panel = styled.div<PanelProps>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ $variant = 'card' }) => variants[$variant]}
  ${toneBorder}
  ${({ $width }) => ($width ? `max-width: ${widths[$width]}; margin-left: auto; margin-right: auto;` : '')}
  ${({ $gap }) => ($gap ? stackRhythm($gap, 'stretch') : '')}
`;
