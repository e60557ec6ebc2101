import styled, { keyframes } from 'styled-components';

/** Page-width column used by every area. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

export const Skeleton = styled.div<{ $height?: string; $width?: string }>`
  height: ${({ $height = '1rem' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(90deg, #ece7dd 25%, #f6f2ea 50%, #ece7dd 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;
