import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, Input, Textarea, Link } from '@mindset/shared-ui';
import { isValidEmail } from '../../components/emailFormat';
import { useJoinStore } from './joinStore';

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

/**
 * Spec: Full Name, Email Address (email input), goals, 'Join the Community'. The spec gives it no
 * destination; it joins in the browser: no reload, the email is checked, the draft is persisted.
 */
export function JoinForm({ onJoined }: { onJoined: () => void }) {
  const draft = useJoinStore((state) => state.draft);
  const updateDraft = useJoinStore((state) => state.updateDraft);
  const join = useJoinStore((state) => state.join);
  // Shown only after a submit attempt, then kept in step with what the visitor types.
  const [emailError, setEmailError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailProblem(draft.email);
    setEmailError(problem);
    if (problem) {
      document.getElementById('join-email')?.focus();
      return;
    }
    join();
    onJoined();
  };

  return (
    <Form noValidate onSubmit={handleSubmit} aria-labelledby="join-form-title">
      <Field label="Full Name" htmlFor="join-full-name">
        <Input
          id="join-full-name"
          name="fullName"
          autoComplete="name"
          placeholder="Jane Smith"
          value={draft.fullName}
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
          value={draft.email}
          $invalid={Boolean(emailError)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'join-email-message' : undefined}
          onChange={(event) => {
            updateDraft('email', event.target.value);
            if (emailError) setEmailError(emailProblem(event.target.value));
          }}
        />
      </Field>
      <Field label="Tell us about your goals" htmlFor="join-goals">
        <Textarea
          id="join-goals"
          name="goals"
          rows={4}
          placeholder="What would you like to change in the next 30 days?"
          value={draft.goals}
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
