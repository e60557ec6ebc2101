import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, Input, toast } from '@mindset/shared-ui';

/** Product rules (Community): minimum new password length. */
export const MIN_PASSWORD_LENGTH = 8;

/** The wording differs between the Account and Security screens (docs/product-rules.md, "Community"). */
export interface PasswordMessages {
  mismatch: string;
  tooShort: string;
  success: string;
}

export const accountPasswordMessages: PasswordMessages = {
  mismatch: "Passwords don't match!",
  tooShort: 'Password must be at least 8 characters!',
  success: 'Password changed successfully!',
};

export const securityPasswordMessages: PasswordMessages = {
  mismatch: "New passwords don't match",
  tooShort: 'Password must be at least 8 characters',
  success: 'Password updated successfully',
};

type PasswordField = 'current' | 'next' | 'confirm';

type Outcome = { kind: 'error'; field: PasswordField; message: string } | { kind: 'success'; message: string } | null;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const InputWithToggle = styled.div`
  position: relative;
  input {
    padding-right: 3.25rem;
  }
`;

const VisibilityButton = styled.button`
  position: absolute;
  top: 50%;
  right: 0.25rem;
  transform: translateY(-50%);
  min-width: 2.75rem;
  min-height: 2.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  svg {
    margin: 0 auto;
  }
`;

const Success = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

interface PasswordChangeFormProps {
  messages: PasswordMessages;
  submitLabel: string;
  /**
   * A member's change, made by the service once the spec's checks pass: null when done, else its
   * sentence (a wrong current password). Without it the change is the spec's local one.
   */
  changePassword?: (currentPassword: string, newPassword: string) => Promise<string | null>;
}

const fieldLabels: Record<PasswordField, string> = {
  current: 'Current password',
  next: 'New password',
  confirm: 'Confirm new password',
};

/**
 * Change password (docs/product-rules.md, "Community"): the button waits for all three fields; on submit a mismatch is
 * reported first, then a new password under 8 characters; otherwise success and the fields clear.
 * A guest's current password is not checked (no server is shown); a member's is, by the service.
 */
export function PasswordChangeForm({ messages, submitLabel, changePassword }: PasswordChangeFormProps) {
  const idBase = useId();
  const [values, setValues] = useState<Record<PasswordField, string>>({ current: '', next: '', confirm: '' });
  const [visible, setVisible] = useState<Record<PasswordField, boolean>>({
    current: false,
    next: false,
    confirm: false,
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const complete = Boolean(values.current && values.next && values.confirm);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || sending) return;
    if (values.next !== values.confirm) {
      setOutcome({ kind: 'error', field: 'confirm', message: messages.mismatch });
      return;
    }
    if (values.next.length < MIN_PASSWORD_LENGTH) {
      setOutcome({ kind: 'error', field: 'next', message: messages.tooShort });
      return;
    }
    if (changePassword) {
      setSending(true);
      const refused = await changePassword(values.current, values.next);
      setSending(false);
      if (refused) {
        setOutcome({ kind: 'error', field: 'current', message: refused });
        return;
      }
    }
    setValues({ current: '', next: '', confirm: '' });
    setOutcome({ kind: 'success', message: messages.success });
    toast({ title: messages.success, variant: 'success' });
  };

  return (
    <Form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={sending}>
      {(Object.keys(fieldLabels) as PasswordField[]).map((field) => {
        const id = `${idBase}-${field}`;
        const error = outcome?.kind === 'error' && outcome.field === field ? outcome.message : undefined;
        return (
          <Field key={field} label={fieldLabels[field]} htmlFor={id} error={error}>
            <InputWithToggle>
              <Input
                id={id}
                type={visible[field] ? 'text' : 'password'}
                autoComplete={field === 'current' ? 'current-password' : 'new-password'}
                value={values[field]}
                $invalid={Boolean(error)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-message` : undefined}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [field]: event.target.value }));
                  setOutcome(null);
                }}
              />
              <VisibilityButton
                type="button"
                aria-label={visible[field] ? 'Hide password' : 'Show password'}
                aria-controls={id}
                onClick={() => setVisible((current) => ({ ...current, [field]: !current[field] }))}
              >
                <EyeIcon crossed={visible[field]} />
              </VisibilityButton>
            </InputWithToggle>
          </Field>
        );
      })}
      {outcome?.kind === 'success' ? <Success role="status">{outcome.message}</Success> : null}
      <Button type="submit" disabled={!complete || sending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
