import styled from 'styled-components';

export const Card = styled.div<{ $padding?: 'sm' | 'md' | 'lg'; $interactive?: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme, $padding = 'md' }) =>
    ({ sm: theme.space.md, md: theme.space.lg, lg: theme.space.xl })[$padding]};
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;
  ${({ $interactive, theme }) =>
    $interactive ? `&:hover { box-shadow: ${theme.shadows.md}; transform: translateY(-2px); }` : ''}
`;
