import styled from 'styled-components';

const Track = styled.div<{ $height: string }>`
  width: 100%;
  height: ${({ $height }) => $height};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
`;

const Fill = styled.div<{ $tone: 'primary' | 'accent' | 'light' }>`
  height: 100%;
  background: ${({ theme, $tone }) =>
    $tone === 'light' ? '#ffffff' : $tone === 'accent' ? theme.colors.accent : theme.colors.primary};
  border-radius: inherit;
  transition: width 0.2s ease;
`;

export interface ProgressBarProps {
  /** 0 to 100; values outside are clamped. */
  value: number;
  label: string;
  tone?: 'primary' | 'accent' | 'light';
  height?: string;
}

export function ProgressBar({ value, label, tone = 'primary', height = '0.5rem' }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      $height={height}
    >
      <Fill $tone={tone} style={{ width: `${clamped}%` }} />
    </Track>
  );
}
