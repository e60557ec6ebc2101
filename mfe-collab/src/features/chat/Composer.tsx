import { useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import styled from 'styled-components';
import { Button } from '@mindset/shared-ui';
import { CloseIcon, SendIcon } from '../../components/icons';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Box = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focus};
  }
`;

const MessageInput = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 2.5rem;
  max-height: 10rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs}`};
  border: 0;
  background: transparent;
  resize: none;
  field-sizing: content;
  &::placeholder {
    color: #6b7085;
  }
  /* The box around it shows focus. */
  &:focus-visible {
    outline: none;
  }
`;

const SendButton = styled(Button)`
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const ReplyContext = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CancelReply = styled.button`
  display: inline-flex;
  padding: 2px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  @media (hover: none) {
    display: none;
  }
`;

const Problem = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** The channel composer's id, reached by the layout's skip link. */
export const COMPOSER_ID = 'message-composer';

/** Pressing this key anywhere outside a text field moves to the composer. */
export const COMPOSER_SHORTCUT = '/';

export interface ComposerProps {
  /** The conversation's '#name', used in the placeholder and the label. */
  channelName: string;
  /**
   * Sends the text. A member's send answers later: null once sent (the box empties), or the
   * service's sentence (shown, and the text stays).
   */
  onSend: (text: string) => void | Promise<string | null>;
  inputRef: Ref<HTMLTextAreaElement>;
  /** Set while the user is replying in a thread. */
  replyingTo?: { name: string; onCancel: () => void };
  /** A second composer on the page (a thread's) needs its own id and label. */
  id?: string;
  label?: string;
  /** Called as the member types, for the "is typing" line others see. */
  onTyping?: () => void;
}

/** The message box: Enter sends, Shift+Enter adds a new line, blank text cannot be sent (docs/product-rules.md, "Collab"). */
export function Composer({ channelName, onSend, inputRef, replyingTo, id, label, onTyping }: ComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  /** The send on its way, if any: the next one waits for it. */
  const inFlight = useRef<Promise<string | null> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = id ?? COMPOSER_ID;
  const placeholder = label ?? `Message #${channelName}`;
  const blank = text.trim() === '';

  async function send(input: HTMLTextAreaElement) {
    const message = text.trim();
    if (message === '') return;
    // A message written while the one before is on its way goes after it, in order, not lost.
    while (inFlight.current) await inFlight.current;
    const sent = onSend(message);
    if (sent instanceof Promise) {
      inFlight.current = sent;
      setSending(true);
      const refused = await sent;
      inFlight.current = null;
      setSending(false);
      setProblem(refused);
      if (refused) return;
    }
    // What was typed meanwhile stays in the box.
    setText((current) => (current.trim() === message ? '' : current));
    input.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('message');
    if (input instanceof HTMLTextAreaElement) void send(input);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Escape' && replyingTo) {
      replyingTo.onCancel();
      return;
    }
    // Shift+Enter keeps the browser's new line; Enter while an IME is composing confirms the text.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send(event.currentTarget);
  }

  return (
    <Form onSubmit={handleSubmit} aria-label="Send a message">
      {replyingTo ? (
        <ReplyContext id={`${inputId}-reply`}>
          <span>
            Replying to <strong>{replyingTo.name}</strong>
          </span>
          <CancelReply type="button" aria-label="Cancel reply" title="Cancel reply" onClick={replyingTo.onCancel}>
            <CloseIcon />
          </CancelReply>
        </ReplyContext>
      ) : null}
      <label htmlFor={inputId} className="sr-only">
        {placeholder}
      </label>
      <Box>
        <MessageInput
          id={inputId}
          name="message"
          ref={inputRef}
          rows={1}
          value={text}
          placeholder={placeholder}
          aria-describedby={replyingTo ? `${inputId}-reply ${inputId}-hint` : `${inputId}-hint`}
          aria-invalid={problem ? true : undefined}
          aria-keyshortcuts={COMPOSER_SHORTCUT}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onTyping?.();
          }}
          onKeyDown={handleKeyDown}
        />
        <SendButton type="submit" disabled={blank || sending} aria-label="Send message" title="Send message">
          <SendIcon />
        </SendButton>
      </Box>
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      <Hint id={`${inputId}-hint`}>Enter to send, Shift+Enter for a new line</Hint>
    </Form>
  );
}
