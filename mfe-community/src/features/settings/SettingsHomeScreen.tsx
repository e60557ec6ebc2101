import styled from 'styled-components';
import { LinkList, LinkRow } from '../../components/LinkList';
import { ScreenColumn } from '../../components/ScreenColumn';
import { settingsSections } from './settingsSections';

const List = styled(LinkList)`
  margin-top: ${({ theme }) => theme.space.md};
`;

const Row = styled(LinkRow)`
  gap: ${({ theme }) => theme.space.md};
`;

const Text = styled.span`
  flex: 1;
  display: grid;
  gap: 0.125rem;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
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
