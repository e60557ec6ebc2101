import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Input, useNavigate } from '@mindset/shared-ui';
import { Icon } from './Icon';
import { searchResultsPath } from './paths';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
`;

const Field = styled.div`
  position: relative;
  flex: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    position: absolute;
    left: 0.75rem;
    top: 50%;
    transform: translateY(-50%);
  }
  input {
    padding-left: 2.5rem;
  }
`;

/**
 * The community search box (Search, results and Discover). Product rules (Community): the query must be non-empty
 * after trimming; a valid one goes to /community/search/results?q={trimmed query}.
 */
export function SearchForm({ initialQuery = '' }: { initialQuery?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState(initialQuery);
  const trimmed = query.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    navigate(searchResultsPath(trimmed));
  };

  return (
    <Form role="search" onSubmit={onSubmit}>
      <Field>
        <label htmlFor={id} className="sr-only">
          Search people, posts, hashtags and places
        </label>
        <Icon name="search" size={18} />
        <Input
          id={id}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search people, posts, #hashtags, places"
          autoComplete="off"
        />
      </Field>
      <Button type="submit" disabled={!trimmed}>
        Search
      </Button>
    </Form>
  );
}
