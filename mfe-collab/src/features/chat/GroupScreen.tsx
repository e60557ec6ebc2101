import styled from 'styled-components';
import { ButtonLink, Link, useParams } from '@mindset/shared-ui';
import { findGroup, generalChannel, interestGroups } from '../../data/collabPlaces';
import { ChatPane } from './ChatPane';

const Missing = styled.section`
  max-width: 36rem;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

/** /collab/groups/:groupId: the group's chat, or a way back when no group has that id. */
export function GroupScreen() {
  const { groupId } = useParams();
  const group = findGroup(groupId);
  if (group) return <ChatPane key={group.id} conversationId={group.id} />;

  return (
    <Missing aria-labelledby="group-missing-heading">
      <h2 id="group-missing-heading">There is no interest group called “{groupId}”.</h2>
      <p>It may have been renamed or closed. These groups are open:</p>
      <ul>
        {interestGroups.map((candidate) => (
          <li key={candidate.id}>
            <Link to={candidate.path}>{candidate.name}</Link>
          </li>
        ))}
      </ul>
      <div>
        <ButtonLink to={generalChannel.path}>Back to #{generalChannel.name}</ButtonLink>
      </div>
    </Missing>
  );
}
