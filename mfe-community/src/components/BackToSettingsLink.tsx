import { Link } from '@mindset/shared-ui';
import styled from 'styled-components';

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** The back button of every settings screen, the Help Center included: always to /community/settings (spec). */
export function BackToSettingsLink() {
  return (
    <BackLink to="/community/settings">
      <span aria-hidden="true">←</span> Back to settings
    </BackLink>
  );
}
