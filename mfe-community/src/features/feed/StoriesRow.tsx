import styled from 'styled-components';
import { Avatar, Link } from '@mindset/shared-ui';
import { Icon } from '../../components/Icon';
import { storiesPath } from '../../components/paths';
import { useCurrentUser, usePersonLookup } from '../../components/useCurrentUser';
import { useStoryAuthors } from '../../components/useStories';

const Row = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  overflow-x: auto;
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  scrollbar-width: thin;
  ${({ theme }) => theme.media.mobile} {
    border-radius: 0;
    border-left: 0;
    border-right: 0;
  }
`;

const Tile = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  width: 4.75rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** A gradient around someone with stories not yet seen; grey once seen (and around 'Your Story'). */
const Ring = styled.span<{ $unseen: boolean }>`
  position: relative;
  display: inline-flex;
  padding: 3px;
  border-radius: 50%;
  background: ${({ $unseen, theme }) =>
    $unseen ? `conic-gradient(${theme.colors.accent}, #b0413e, #6a4c93, ${theme.colors.accent})` : theme.colors.border};
  > span:first-child {
    border: 3px solid ${({ theme }) => theme.colors.surface};
    box-sizing: content-box;
  }
`;

const Plus = styled.span`
  position: absolute;
  right: 0;
  bottom: 0;
  display: inline-flex;
  padding: 2px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.colors.info};
  color: #fff;
`;

const Name = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * Spec: the first tile, 'Your Story', creates a story; then one tile per person with stories.
 * A member's row comes from member-service, with a grey ring once all of a person's stories are seen.
 */
export function StoriesRow() {
  const authors = useStoryAuthors();
  const me = useCurrentUser();
  const personOf = usePersonLookup();
  return (
    <section aria-label="Stories">
      <Row>
        <li>
          <Tile to="/community/stories/create">
            <Ring $unseen={false}>
              <Avatar name={me.name} src={me.avatar} size={58} decorative />
              <Plus>
                <Icon name="create" size={14} />
              </Plus>
            </Ring>
            <Name>Your Story</Name>
          </Tile>
        </li>
        {authors.map(({ username, seen }) => {
          const person = personOf(username);
          return (
            <li key={username}>
              <Tile to={storiesPath(username)} aria-label={`${username}'s story${seen ? ', seen' : ''}`}>
                <Ring $unseen={!seen}>
                  <Avatar name={person?.name ?? username} src={person?.avatar} size={58} decorative />
                </Ring>
                <Name>{username}</Name>
              </Tile>
            </li>
          );
        })}
      </Row>
    </section>
  );
}
