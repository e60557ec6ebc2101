import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAddComment } from '../../components/usePostState';
import type { CommunityPost } from '../../data/posts';

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space.sm};
  input {
    flex: 1;
    min-width: 0;
    padding: 0.625rem 0;
    border: 0;
    background: none;
  }
  input::placeholder {
    color: #6b7085;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PostButton = styled.button`
  border: 0;
  background: none;
  padding: 0.5rem;
  color: ${({ theme }) => theme.colors.info};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
`;

/** Product rules (Community): whitespace-only comments are ignored and the Post button only appears once there is text. */
export function CommentForm({ post }: { post: CommunityPost }) {
  const inputId = useId();
  const addComment = useAddComment(post);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hasText = text.trim().length > 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!hasText || sending) return;
    setSending(true);
    const refused = await addComment(text);
    setSending(false);
    // A refused comment keeps its words, with the service's reason.
    setError(refused);
    if (!refused) setText('');
  };

  return (
    <>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Form onSubmit={(event) => void onSubmit(event)} aria-busy={sending}>
        <label htmlFor={inputId} className="sr-only">
          Add a comment
        </label>
        <input
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Add a comment…"
          autoComplete="off"
        />
        {hasText ? (
          <PostButton type="submit" disabled={sending}>
            Post
          </PostButton>
        ) : null}
      </Form>
    </>
  );
}
