import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@mindset/shared-ui';
import { Emoji } from '../../components/Emoji';
import { AddReactionIcon, DeleteIcon } from '../../components/icons';

export const ActionButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const PickerAnchor = styled.div`
  position: relative;
  display: inline-flex;
`;

const PickerPanel = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.header};
  top: calc(100% + 4px);
  right: 0;
  display: grid;
  grid-template-columns: repeat(6, 2.25rem);
  gap: 2px;
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const EmojiChoice = styled.button`
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/**
 * "Add reaction" for a member: a small picker of the service's reactions, drawn with the site's
 * own emoji images. Arrow keys move between them, Escape closes and gives focus back.
 */
export function ReactionPicker({ emoji, onPick }: { emoji: string[]; onPick: (emoji: string) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panelRef.current?.querySelector('button')?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...(panelRef.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 6, ArrowUp: -6 }[event.key];
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (step !== undefined && at >= 0) {
      event.preventDefault();
      buttons[Math.min(Math.max(at + step, 0), buttons.length - 1)]?.focus();
    }
  }

  return (
    <PickerAnchor>
      <ActionButton
        ref={toggleRef}
        type="button"
        title="Add reaction"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <AddReactionIcon />
        <span className="sr-only">Add reaction</span>
      </ActionButton>
      {open ? (
        <PickerPanel
          id={panelId}
          ref={panelRef}
          role="group"
          aria-label="Choose a reaction"
          onKeyDown={handleKeyDown}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
          }}
        >
          {emoji.map((choice) => (
            <EmojiChoice
              key={choice}
              type="button"
              aria-label={`React with ${choice}`}
              onClick={() => {
                onPick(choice);
                close();
              }}
            >
              <Emoji emoji={choice} size={22} />
            </EmojiChoice>
          ))}
        </PickerPanel>
      ) : null}
    </PickerAnchor>
  );
}

const EditForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;
  textarea {
    width: 100%;
    min-height: 2.5rem;
    padding: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
    resize: vertical;
  }
`;

const EditButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Editing one's own message in place: Enter saves, Shift+Enter is a new line, Escape cancels; a refusal keeps the text. */
export function EditMessageForm({
  text,
  onSave,
  onDone,
}: {
  text: string;
  onSave: (text: string) => Promise<string | null>;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(text);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // The member asked to edit: the caret goes to the text.
  useEffect(() => inputRef.current?.focus(), []);

  async function save() {
    const trimmed = draft.trim();
    if (!trimmed) {
      setProblem('Write something, or delete the message instead.');
      return;
    }
    if (trimmed === text) {
      onDone();
      return;
    }
    setSaving(true);
    const refused = await onSave(trimmed);
    setSaving(false);
    if (refused) setProblem(refused);
    else onDone();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDone();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    }
  }

  return (
    <EditForm onSubmit={handleSubmit} aria-label="Edit message">
      <label htmlFor={inputId} className="sr-only">
        Edit message
      </label>
      <textarea
        id={inputId}
        ref={inputRef}
        value={draft}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      <EditButtons>
        <Button type="submit" $size="sm" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
        <Button type="button" $size="sm" $variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <span>Enter to save, Escape to cancel</span>
      </EditButtons>
    </EditForm>
  );
}

/** Delete asks once more, in place, so a slip of the mouse loses nothing. */
export function DeleteMessageButton({ authorName, onDelete }: { authorName: string; onDelete: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  if (!confirming) {
    return (
      <ActionButton type="button" title="Delete message" onClick={() => setConfirming(true)}>
        <DeleteIcon />
        <span className="sr-only">Delete message</span>
      </ActionButton>
    );
  }
  return (
    <EditButtons role="group" aria-label={`Delete the message from ${authorName}?`}>
      <Button ref={confirmRef} type="button" $size="sm" $variant="destructive" onClick={onDelete}>
        Delete
      </Button>
      <Button type="button" $size="sm" $variant="ghost" onClick={() => setConfirming(false)}>
        Keep
      </Button>
    </EditButtons>
  );
}
