import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, Textarea } from '@mindset/shared-ui';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const MessageBox = styled(Textarea)`
  min-height: 2.75rem;
  max-height: 10rem;
  resize: none;
  flex: 1;
`;

interface MessageComposerProps {
  /** Who the message goes to, for the box's accessible name. */
  recipientName: string;
  /** Receives the trimmed text; never called with blank text. */
  onSend: (content: string) => void;
}

/**
 * Product rules (Community): sending needs non-empty trimmed text; Enter sends, Shift+Enter starts a
 * new line (and on a touch screen return always does).
 */
export function MessageComposer({ recipientName, onSend }: MessageComposerProps) {
  const id = useId();
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const trimmed = text.trim();

  const send = () => {
    if (!trimmed) return;
    onSend(trimmed);
    setText('');
    boxRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method is composing a character, Enter confirms it rather than sending.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    // On a touch screen the keyboard's return starts a new line; the Send button sends.
    if (window.matchMedia?.('(pointer: coarse)').matches) return;
    event.preventDefault();
    send();
  };

  return (
    <Form onSubmit={onSubmit}>
      <label htmlFor={id} className="sr-only">
        Message {recipientName}
      </label>
      <MessageBox
        id={id}
        ref={boxRef}
        rows={1}
        value={text}
        placeholder="Message..."
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" disabled={!trimmed}>
        Send
      </Button>
    </Form>
  );
}
