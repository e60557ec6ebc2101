import styled, { css, type DefaultTheme } from 'styled-components';
import { stackRhythm, type Space } from './Stack';

/** `card`: a section of a page (a form, a summary). `message`: a panel that is the whole answer of a screen. */
export type PanelVariant = 'card' | 'message';
/** `accent` outlines a panel that asks for a decision; the others mark an outcome with a band on top. */
export type PanelTone = 'neutral' | 'accent' | 'success' | 'danger' | 'info';
/** At most 28rem (a sign-in form), 32rem or 36rem (a message); full width when not given. */
export type PanelWidth = 'narrow' | 'medium' | 'wide';
/** The inner space, as Card's: `sm`, `md` or `lg` of the theme's scale one step up. */
export type PanelPadding = 'sm' | 'md' | 'lg';

export interface PanelProps {
  $variant?: PanelVariant;
  $tone?: PanelTone;
  $width?: PanelWidth;
  /** Centred in the space it is given (with `$width`). */
  $centered?: boolean;
  /** Default `md` for a card, `lg` (one step less on phones) for a message. */
  $padding?: PanelPadding;
  /** Stacks the children with this gap; plain text flow when not given. */
  $gap?: Space;
  /** With `$gap`: the gap alone spaces the children (their own top and bottom margins dropped). */
  $flush?: boolean;
}

type ThemedPanelProps = PanelProps & { theme: DefaultTheme };

const widths = { narrow: '28rem', medium: '32rem', wide: '36rem' } as const;

const paddings = ({ theme }: ThemedPanelProps) => ({ sm: theme.space.md, md: theme.space.lg, lg: theme.space.xl });

const variants = {
  card: css<PanelProps>`
    padding: ${(props) => paddings(props)[props.$padding ?? 'md']};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  `,
  message: css<PanelProps>`
    padding: ${(props) => paddings(props)[props.$padding ?? 'lg']};
    text-align: center;
    box-shadow: ${({ theme }) => theme.shadows.md};
    ${({ theme }) => theme.media.mobile} {
      padding: ${(props) => paddings(props)[props.$padding === 'sm' ? 'sm' : 'md']};
    }
  `,
};

const toneBorder = ({ theme, $tone = 'neutral' }: ThemedPanelProps) => {
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
  ${({ $width }) => ($width ? `max-width: ${widths[$width]};` : '')}
  ${({ $centered }) => ($centered ? 'margin-left: auto; margin-right: auto;' : '')}
  ${({ $gap, $flush = false }) => ($gap ? stackRhythm($gap, 'stretch', $flush) : '')}
`;
