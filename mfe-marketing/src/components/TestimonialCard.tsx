import styled from 'styled-components';
import { Avatar, Card } from '@mindset/shared-ui';
import type { Testimonial } from './content.types';
import { Icon } from './Icon';
import { StarRating } from './StarRating';

const Figure = styled(Card)`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  color: ${({ theme }) => theme.colors.text};
`;

const Quote = styled.blockquote`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  p {
    margin: 0;
  }
`;

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: flex-start;
  }
  svg {
    color: ${({ theme }) => theme.colors.success};
    margin-top: 2px;
  }
`;

const Person = styled.figcaption`
  margin-top: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Name = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Role = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** docs/product-rules.md, "Marketing pages" Testimonial: rating, words, results list, and who said it. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, role, avatar, content, results, rating } = testimonial;
  return (
    <Figure as="figure">
      <StarRating rating={rating} />
      <Quote>
        <p>“{content}”</p>
      </Quote>
      {results.length > 0 ? (
        <Results aria-label={`Results for ${name}`}>
          {results.map((result) => (
            <li key={result}>
              <Icon name="check" size={16} />
              <span>{result}</span>
            </li>
          ))}
        </Results>
      ) : null}
      <Person>
        <Avatar name={`Avatar of ${name}`} src={avatar} size={48} />
        <span>
          <Name>{name}</Name>
          <Role>{role}</Role>
        </span>
      </Person>
    </Figure>
  );
}
