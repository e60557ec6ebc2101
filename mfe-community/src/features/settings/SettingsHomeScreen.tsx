import { Link } from 'react-router';
import styled from 'styled-components';
import { ScreenColumn } from '../../components/ScreenColumn';
import { settingsSections } from './settingsSections';

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  color: inherit;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  &:focus-visible { outline-offset: -3px; }
`;

const Text = styled.span`
  flex: 1;
  display: grid;
  gap: 0.125rem;
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

/** /community/settings: the way into every settings screen and the Help Center. */
export function SettingsHomeScreen() {
  return (
    <ScreenColumn>
      <h1>Settings</h1>
      <List>
        {settingsSections.map((section) => (
          <li key={section.to}>
            <Row to={section.to}>
              <Text>
                <strong>{section.title}</strong>
                <small>{section.description}</small>
              </Text>
              <span aria-hidden="true">›</span>
            </Row>
          </li>
        ))}
      </List>
    </ScreenColumn>
  );
}
