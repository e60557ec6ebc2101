import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Cluster, Field, Input, Stack, toast, type ButtonVariant } from '@mindset/shared-ui';

/**
 * An action that needs a reason (Remove, Ban, Suspend…): the button opens a reason field and a
 * confirmation; the member or author is told the reason, and the audit log keeps it.
 */
export function ReasonAction({
  label,
  confirmLabel,
  variant = 'outline',
  extra,
  act,
  done,
}: {
  label: string;
  confirmLabel: string;
  variant?: ButtonVariant;
  /** More fields the action takes (a suspension's end). */
  extra?: ReactNode;
  act: (reason: string) => Promise<string | null>;
  done: (reason: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  // Opening the action moves focus to the reason it asks for.
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);
  if (!open) {
    return (
      <Button type="button" $variant={variant} $size="sm" onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  }
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const refused = await act(reason);
    setBusy(false);
    if (refused) {
      setError(refused);
      return;
    }
    toast({ title: `${label}: done`, description: reason || undefined, variant: 'success' });
    setOpen(false);
    done(reason);
  }
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={label}>
      <Stack $gap="sm">
        {extra}
        <Field label="Reason" htmlFor={id} hint="The member is told this; the audit log keeps it." error={error}>
          <Input
            id={id}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-describedby={`${id}-message`}
            $invalid={Boolean(error)}
            maxLength={500}
            ref={field}
            required
          />
        </Field>
        <Cluster>
          <Button
            type="submit"
            $variant={variant === 'destructive' ? 'destructive' : 'primary'}
            $size="sm"
            disabled={busy}
          >
            {confirmLabel}
          </Button>
          <Button type="button" $variant="ghost" $size="sm" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}
