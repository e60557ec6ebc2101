import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container } from '@mindset/shared-ui';

type SectionTone = 'plain' | 'muted' | 'ink';

const toneStyles = {
  plain: css``,
  muted: css`
    background: ${({ theme }) => theme.colors.surfaceMuted};
  `,
  ink: css`
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.onInk};
  `,
} as const;

/** A full-width band of a page; anchors land below the shell's fixed header. */
export const Section = styled.section<{ $tone?: SectionTone }>`
  padding: ${({ theme }) => theme.space.xxxl} 0;
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
  ${({ $tone = 'plain' }) => toneStyles[$tone]}
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.xxl} 0;
  }
`;

/** Small uppercase line above a heading; the gold is darkened on light backgrounds for contrast. */
export const Eyebrow = styled.p<{ $onDark?: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.accent : '#6b4a06')};
`;

const HeaderBlock = styled.div<{ $centered: boolean }>`
  max-width: 46rem;
  margin: 0 ${({ $centered }) => ($centered ? 'auto' : '0')} ${({ theme }) => theme.space.xl};
  text-align: ${({ $centered }) => ($centered ? 'center' : 'left')};
  h2 {
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
`;

const Intro = styled.p<{ $onDark: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.onInkMuted : theme.colors.textMuted)};
  margin: 0;
`;

interface SectionHeaderProps {
  eyebrow?: string;
  title: string;
  intro?: string;
  /** id of the heading, for aria-labelledby on the section and for focus after an in-page jump. */
  headingId: string;
  centered?: boolean;
  onDark?: boolean;
}

export function SectionHeader({
  eyebrow,
  title,
  intro,
  headingId,
  centered = false,
  onDark = false,
}: SectionHeaderProps) {
  return (
    <HeaderBlock $centered={centered}>
      {eyebrow ? <Eyebrow $onDark={onDark}>{eyebrow}</Eyebrow> : null}
      {/* tabIndex -1: an in-page jump moves keyboard focus here without adding a tab stop. */}
      <h2 id={headingId} tabIndex={-1}>
        {title}
      </h2>
      {intro ? <Intro $onDark={onDark}>{intro}</Intro> : null}
    </HeaderBlock>
  );
}

const IntroBand = styled.header`
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  padding: ${({ theme }) => theme.space.xxxl} 0 ${({ theme }) => theme.space.xxl};
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.xl};
  }
`;

const IntroText = styled.p`
  max-width: 44rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.onInkMuted};
  margin: 0;
`;

interface PageIntroProps {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The dark opening band of an inner page: the screen's single <h1>. */
export function PageIntro({ eyebrow, title, intro, children }: PageIntroProps) {
  return (
    <IntroBand>
      <Container>
        <Eyebrow $onDark>{eyebrow}</Eyebrow>
        <h1>{title}</h1>
        {intro ? <IntroText>{intro}</IntroText> : null}
        {children}
      </Container>
    </IntroBand>
  );
}
