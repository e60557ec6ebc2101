import { Fragment } from 'react';
import { Link } from '@mindset/shared-ui';
import styled from 'styled-components';
import { hashtagPath } from './paths';

const HashtagLink = styled(Link)`
  color: ${({ theme }) => theme.colors.info};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  &:hover {
    text-decoration: underline;
  }
`;

/** Caption text with each #hashtag linking to its hashtag page. */
export function Caption({ text }: { text: string }) {
  const parts = text.split(/(#[\p{L}\p{N}_]+)/u);
  return (
    <>
      {parts.map((part, index) =>
        part.startsWith('#') && part.length > 1 ? (
          <HashtagLink key={index} to={hashtagPath(part)}>
            {part}
          </HashtagLink>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
