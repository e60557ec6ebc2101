import styled from 'styled-components';

/** The feed's column of post cards, for a guest's sample feed and a member's served one alike. */
export const PostList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
