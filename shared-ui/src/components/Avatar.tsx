import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ $size }) => Math.max(10, Math.round($size * 0.38))}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AvatarProps {
  name: string;
  src?: string;
  size?: number;
  /** Set when the name is shown next to the avatar, so screen readers do not hear it twice. */
  decorative?: boolean;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function Avatar({ name, src, size = 40, decorative = false }: AvatarProps) {
  return (
    <Circle $size={size} aria-hidden={decorative && !src ? true : undefined}>
      {src ? (
        <img src={src} alt={decorative ? '' : name} width={size} height={size} loading="lazy" decoding="async" />
      ) : (
        <span role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : name}>
          {initialsOf(name)}
        </span>
      )}
    </Circle>
  );
}
