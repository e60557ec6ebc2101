import { okSchema } from '@mindset/member-contract';
import { useState, type FormEvent } from 'react';
import {
  Button,
  Container,
  Field,
  Input,
  Link,
  memberRequest,
  Panel,
  Stack,
  useSearchParams,
} from '@mindset/shared-ui';
import { PageIntro, Section } from '../../components/PageSection';

/** /signin/reset?token=…: the page a reset mail links to; a new password of at least 8 characters. */
export default function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password.length < 8) {
      setError('Password must be at least 8 characters');
      return;
    }
    const result = await memberRequest('/password-resets/confirm', okSchema, {
      method: 'POST',
      body: { token, password },
    });
    setError(result.error);
    setDone(result.error === null);
  };

  return (
    <main id="main">
      <PageIntro eyebrow="Members" title="Choose a new password" intro="Then sign in with it on any device." />
      <Section>
        <Container>
          <Panel $padding="lg" $width="narrow" $centered>
            {done ? (
              <p role="status">
                Your password has been changed. <Link to="/signin">Sign in</Link>
              </p>
            ) : (
              <Stack
                as="form"
                noValidate
                onSubmit={(event) => void handleSubmit(event)}
                aria-label="Choose a new password"
              >
                <Field label="New password" htmlFor="reset-password" hint="At least 8 characters." error={error}>
                  <Input
                    id="reset-password"
                    type="password"
                    autoComplete="new-password"
                    value={password}
                    aria-describedby="reset-password-message"
                    onChange={(event) => setPassword(event.target.value)}
                  />
                </Field>
                <Button type="submit" $variant="accent" $fullWidth>
                  Save my new password
                </Button>
              </Stack>
            )}
          </Panel>
        </Container>
      </Section>
    </main>
  );
}
