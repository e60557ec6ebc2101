import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'danger' | 'info';

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  white-space: nowrap;
  ${({ theme, $tone = 'neutral' }) => {
    const tones = {
      neutral: [theme.colors.surfaceMuted, theme.colors.text],
      accent: [theme.colors.warningSoft, '#6b4a06'],
      success: [theme.colors.successSoft, theme.colors.success],
      danger: [theme.colors.dangerSoft, theme.colors.danger],
      info: [theme.colors.infoSoft, theme.colors.info],
    } as const;
    const [background, color] = tones[$tone];
    return `background: ${background}; color: ${color};`;
  }}
`;
