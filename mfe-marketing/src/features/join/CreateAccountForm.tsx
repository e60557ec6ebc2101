import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, Input, Link, useSessionStore } from '@mindset/shared-ui';
import type { Membership } from './joinStore';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  text-align: left;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** The spec's own password rule (community settings): at least 8 characters. */
export const MIN_PASSWORD_LENGTH = 8;
export const createAccountMessages = {
  tooShort: 'Password must be at least 8 characters',
} as const;

/**
 * The join form's second step: a password turns the membership into an account on the member
 * service, signed in at once. The spec's form and its confirmation stay as they are above it. The
 * spec's form lets a visitor join without a name, but an account needs one: then this step asks for
 * it too, rather than refusing with a message about a field it does not show.
 */
export function CreateAccountForm({ membership }: { membership: Membership }) {
  const join = useSessionStore((state) => state.join);
  const asksForName = membership.fullName.trim() === '';
  const [name, setName] = useState(membership.fullName);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(createAccountMessages.tooShort);
      return;
    }
    setBusy(true);
    const result = await join({
      name,
      email: membership.email,
      password,
      goals: membership.goals,
    });
    setBusy(false);
    setError(result.error);
  };

  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(event)} aria-labelledby="create-account-title">
      <h3 id="create-account-title">Choose a password</h3>
      <p>Your name, progress and purchases then follow you to every device.</p>
      {asksForName ? (
        <Field label="Your name" htmlFor="join-account-name">
          <Input
            id="join-account-name"
            name="name"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
      ) : null}
      <Field label="Password" htmlFor="join-password" hint="At least 8 characters." error={error}>
        <Input
          id="join-password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          $invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby="join-password-message"
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" $variant="accent" $fullWidth disabled={busy}>
        {busy ? 'Creating your account...' : 'Create my account'}
      </Button>
      <p>
        Already a member? <Link to="/signin">Sign in</Link>
      </p>
    </Form>
  );
}
