import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, Input, Textarea, Link } from '@mindset/shared-ui';
import { isValidEmail } from '../../components/emailFormat';
import { useJoinStore, type JoinDetails } from './joinStore';
import { takeUpOnce, useServerJoinAnswer } from './serverJoinAnswer';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  /* A field focused after a failed submit must not sit under the fixed header. */
  input,
  textarea {
    scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.xl});
  }
`;

const Terms = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export const joinMessages = {
  emailMissing: 'Please enter your email address so we can welcome you in.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
} as const;

function emailProblem(email: string): string | null {
  if (!email.trim()) return joinMessages.emailMissing;
  return isValidEmail(email) ? null : joinMessages.emailInvalid;
}

function focusEmail() {
  document.getElementById('join-email')?.focus();
}

const fieldText = (fields: FormData, name: keyof JoinDetails) => String(fields.get(name) ?? '');

/**
 * Spec: Full Name, Email Address (email input), goals, 'Join the Community'. The spec gives it no
 * destination; it joins in the browser: no reload, the email is checked, the draft is persisted.
 * The fields are uncontrolled and read when sent (decision 0145): /join arrives as server HTML, so
 * what a visitor types before the script runs is kept, and a press before then (or without
 * JavaScript) posts the form to the site's server, whose answer the page takes up here.
 */
export function JoinForm({ onJoined }: { onJoined: (details: JoinDetails) => void }) {
  const draft = useJoinStore((state) => state.draft);
  const updateDraft = useJoinStore((state) => state.updateDraft);
  const keepDraft = useJoinStore((state) => state.keepDraft);
  // This form's own answer once it has been sent (then kept in step with what the visitor types);
  // until then the site's server's, for a form posted before this script ran.
  const [ownAnswer, setOwnAnswer] = useState<{ error: string | null } | null>(null);
  const serverAnswer = useServerJoinAnswer();
  const serverRefusal = serverAnswer && 'error' in serverAnswer ? serverAnswer : null;
  const emailError = ownAnswer ? ownAnswer.error : (serverRefusal?.error ?? null);

  // The server refused a join posted before this script ran: what was typed becomes the draft.
  useEffect(() => {
    if (!serverRefusal || !takeUpOnce(serverRefusal)) return;
    keepDraft(serverRefusal.values);
    focusEmail();
  }, [serverRefusal, keepDraft]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const details = {
      fullName: fieldText(fields, 'fullName'),
      email: fieldText(fields, 'email'),
      goals: fieldText(fields, 'goals'),
    };
    const problem = emailProblem(details.email);
    setOwnAnswer({ error: problem });
    if (problem) {
      keepDraft(details);
      focusEmail();
      return;
    }
    onJoined(details);
  };

  return (
    <Form method="post" noValidate onSubmit={handleSubmit} aria-labelledby="join-form-title">
      <Field label="Full Name" htmlFor="join-full-name">
        <Input
          id="join-full-name"
          name="fullName"
          autoComplete="name"
          placeholder="Jane Smith"
          defaultValue={draft.fullName}
          onChange={(event) => updateDraft('fullName', event.target.value)}
        />
      </Field>
      <Field label="Email Address" htmlFor="join-email" error={emailError}>
        <Input
          id="join-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          defaultValue={draft.email}
          $invalid={Boolean(emailError)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'join-email-message' : undefined}
          onChange={(event) => {
            updateDraft('email', event.target.value);
            if (emailError) setOwnAnswer({ error: emailProblem(event.target.value) });
          }}
        />
      </Field>
      <Field label="Tell us about your goals" htmlFor="join-goals">
        <Textarea
          id="join-goals"
          name="goals"
          rows={4}
          placeholder="What would you like to change in the next 30 days?"
          defaultValue={draft.goals}
          onChange={(event) => updateDraft('goals', event.target.value)}
        />
      </Field>
      <Button type="submit" $variant="accent" $size="lg" $fullWidth>
        Join the Community
      </Button>
      <Terms>
        By joining, you agree to our <Link to="/legal/terms">Terms of Service</Link> and{' '}
        <Link to="/legal/privacy">Privacy Policy</Link>
      </Terms>
    </Form>
  );
}
