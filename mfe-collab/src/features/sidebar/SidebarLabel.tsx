import styled, { css } from 'styled-components';

/**
 * The text of a sidebar control. When the sidebar is collapsed to icons it stays the control's
 * accessible name but is clipped away, and shows as a tooltip on hover and keyboard focus.
 */
export const SidebarLabel = styled.span<{ $iconOnly: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ $iconOnly, theme }) =>
    $iconOnly &&
    css`
      position: absolute;
      left: calc(100% + ${theme.space.sm});
      top: 50%;
      transform: translateY(-50%);
      z-index: 1;
      padding: ${theme.space.xxs} ${theme.space.xs};
      border-radius: ${theme.radii.sm};
      background: ${theme.colors.surface};
      color: ${theme.colors.text};
      font-size: ${theme.fontSizes.sm};
      font-weight: ${theme.fontWeights.medium};
      box-shadow: ${theme.shadows.md};
      pointer-events: none;
      clip-path: inset(50%);
      *:hover > &,
      *:focus-visible > & {
        clip-path: none;
      }
    `}
`;
