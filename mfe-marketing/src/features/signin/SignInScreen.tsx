import { passwordResetAnswer } from '@mindset/member-contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Container,
  Field,
  Input,
  Link,
  memberRequest,
  Panel,
  showHeading,
  Stack,
  useMember,
  useNavigate,
  useSearchParams,
  useSessionStore,
} from '@mindset/shared-ui';
import { PageIntro, Section } from '../../components/PageSection';
import { safeReturnPath } from './returnPath';

function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSessionStore((state) => state.signIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const result = await signIn(email, password);
    setBusy(false);
    setError(result.error);
    if (result.error === null) onSignedIn();
  };

  return (
    <Stack
      as="form"
      method="post"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby="signin-title"
    >
      <h2 id="signin-title">Sign In</h2>
      <Field label="Email Address" htmlFor="signin-email">
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label="Password" htmlFor="signin-password" error={error}>
        <Input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          value={password}
          $invalid={Boolean(error)}
          aria-describedby={error ? 'signin-password-message' : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" $variant="accent" $fullWidth disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </Stack>
  );
}

function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await memberRequest('/password-resets', passwordResetAnswer, { method: 'POST', body: { email } });
    setError(result.error);
    setMessage(result.data?.message ?? null);
  };

  return (
    <Stack as="form" noValidate onSubmit={(event) => void handleSubmit(event)} aria-labelledby="forgot-title">
      <h2 id="forgot-title">Forgot your password?</h2>
      <Field label="Email Address" htmlFor="forgot-email" error={error}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Button type="submit" $variant="outline" $fullWidth>
        Send me a reset link
      </Button>
      {message ? <p role="status">{message}</p> : null}
    </Stack>
  );
}

/** /signin: sign in to a member account (then back to `?returnTo=`), ask for a reset link, or sign out when signed in. */
export default function SignInScreen() {
  const member = useMember();
  const signOut = useSessionStore((state) => state.signOut);
  const [forgot, setForgot] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedInHeading = useRef<HTMLHeadingElement>(null);
  const [justSignedIn, setJustSignedIn] = useState(false);

  // Back to the page the visitor came from (a path on this site only); without one, the answer comes into view.
  const handleSignedIn = () => {
    const returnTo = safeReturnPath(params.get('returnTo'), window.location.origin);
    if (returnTo) void navigate(returnTo, { replace: true });
    else setJustSignedIn(true);
  };

  useEffect(() => {
    if (justSignedIn && member) showHeading(signedInHeading.current);
  }, [justSignedIn, member]);

  return (
    <main id="main">
      <PageIntro eyebrow="Members" title="Welcome back" intro="Sign in to pick up where you left off, on any device." />
      <Section>
        <Container>
          <Panel $padding="lg" $width="narrow" $centered $gap="md" $flush>
            {member ? (
              <>
                <h2 ref={signedInHeading} tabIndex={-1}>
                  Signed in
                </h2>
                <p role="status">
                  Signed in as <strong>{member.name}</strong> (@{member.username}).
                </p>
                <p>
                  <Link to="/purchases">My purchases</Link>: your ebook and contest entries.
                </p>
                <Button $variant="outline" onClick={() => void signOut()}>
                  Sign out
                </Button>
              </>
            ) : (
              <>
                {forgot ? <ForgotPasswordForm /> : <SignInForm onSignedIn={handleSignedIn} />}
                <Button $variant="ghost" $size="sm" onClick={() => setForgot(!forgot)}>
                  {forgot ? 'Back to sign in' : 'Forgot your password?'}
                </Button>
                <p>
                  New here? <Link to="/join">Join the community</Link>
                </p>
              </>
            )}
          </Panel>
        </Container>
      </Section>
    </main>
  );
}
