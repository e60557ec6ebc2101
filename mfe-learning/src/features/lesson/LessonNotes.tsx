import { format } from 'date-fns';
import { useLayoutEffect, useRef, useState } from 'react';
import { Button, Textarea, toast, typedBeforeHydration } from '@mindset/shared-ui';
import styled from 'styled-components';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface LessonNotesProps {
  idBase: string;
  savedNotes: string;
  savedAt: string | null;
  /** A member's notes go to their account; a guest's stay in this browser. */
  savedToAccount: boolean;
  onSave: (notes: string) => void;
}

/**
 * 'Your Notes': a draft the visitor edits freely and keeps with Save Notes. The saved notes come
 * from the learning store, whose hooks give its initial (empty) state while the server's HTML
 * hydrates, so that HTML is every visitor's; the stored notes follow right after.
 */
export function LessonNotes({ idBase, savedNotes, savedAt, savedToAccount, onSave }: LessonNotesProps) {
  const [draft, setDraft] = useState(savedNotes);
  const [shownNotes, setShownNotes] = useState(savedNotes);
  const field = useRef<HTMLTextAreaElement>(null);
  // Typed into the server's HTML before the script ran: hydration keeps the field's text, not the
  // draft's (React gives the field the rendered text as its default). It is the draft from now on,
  // so the stored notes arriving next do not replace it.
  useLayoutEffect(() => {
    const typed = typedBeforeHydration(field.current);
    if (typed !== null) setDraft(typed);
  }, []);
  // Saved notes can change under the screen (a member's arrive from their account): an untouched
  // draft follows them, one being edited is kept.
  if (shownNotes !== savedNotes) {
    setShownNotes(savedNotes);
    if (draft === shownNotes) setDraft(savedNotes);
  }
  const headingId = `${idBase}-notes-title`;
  const hintId = `${idBase}-notes-hint`;
  const unsaved = draft !== savedNotes;

  const save = () => {
    onSave(draft);
    toast({
      title: 'Notes saved',
      description: savedToAccount
        ? 'Your notes for this lesson are saved to your account.'
        : 'Your notes for this lesson are kept in this browser.',
      variant: 'success',
    });
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Your Notes</h2>
      <Hint id={hintId}>
        Write down insights, answers and anything you want to come back to.{' '}
        {savedToAccount ? 'Notes are saved to your account.' : 'Notes stay in this browser.'}
      </Hint>
      <Textarea
        ref={field}
        id={`${idBase}-notes`}
        aria-labelledby={headingId}
        aria-describedby={hintId}
        rows={6}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder="What did you notice in this lesson?"
      />
      <Footer>
        <Button $variant="secondary" onClick={save}>
          Save Notes
        </Button>
        <Status role="status">
          {unsaved
            ? 'Unsaved changes'
            : savedAt
              ? `Notes saved ${format(new Date(savedAt), "d MMM yyyy 'at' HH:mm")}`
              : null}
        </Status>
      </Footer>
    </section>
  );
}
