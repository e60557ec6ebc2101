import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useCommunityStore } from '../../store/communityStore';

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

const PostButton = styled.button`
  border: 0;
  background: none;
  padding: 0.5rem;
  color: ${({ theme }) => theme.colors.info};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
`;

/** Product rules (Community): whitespace-only comments are ignored and the Post button only appears once there is text. */
export function CommentForm({ postId }: { postId: string }) {
  const inputId = useId();
  const addComment = useCommunityStore((state) => state.addComment);
  const [text, setText] = useState('');
  const hasText = text.trim().length > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasText) return;
    addComment(postId, text);
    setText('');
  };

  return (
    <Form onSubmit={onSubmit}>
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
      {hasText ? <PostButton type="submit">Post</PostButton> : null}
    </Form>
  );
}
