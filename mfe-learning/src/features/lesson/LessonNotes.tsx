import { format } from 'date-fns';
import { useState } from 'react';
import { Button, Textarea, toast } from '@mindset/shared-ui';
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
  onSave: (notes: string) => void;
}

/** 'Your Notes': a draft the visitor edits freely and keeps with Save Notes. */
export function LessonNotes({ idBase, savedNotes, savedAt, onSave }: LessonNotesProps) {
  const [draft, setDraft] = useState(savedNotes);
  const headingId = `${idBase}-notes-title`;
  const hintId = `${idBase}-notes-hint`;
  const unsaved = draft !== savedNotes;

  const save = () => {
    onSave(draft);
    toast({
      title: 'Notes saved',
      description: 'Your notes for this lesson are kept in this browser.',
      variant: 'success',
    });
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Your Notes</h2>
      <Hint id={hintId}>
        Write down insights, answers and anything you want to come back to. Notes stay in this browser.
      </Hint>
      <Textarea
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
