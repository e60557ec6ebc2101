import { passwordResetAnswer } from '@mindset/member-contract';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
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

/**
 * The answer the site's server gave a sign-in posted before this page's script ran (a plain form post,
 * tooling/ssr/formPosts.mjs). Read as an external store whose server value is none, so hydration
 * matches the prerendered HTML and the answer appears right after.
 */
function readServerFormAnswer(): string | null {
  const text = document.getElementById('form-answer')?.textContent;
  if (!text) return null;
  try {
    const answer: unknown = JSON.parse(text);
    return typeof answer === 'object' && answer !== null && 'error' in answer && typeof answer.error === 'string'
      ? answer.error
      : null;
  } catch {
    return null;
  }
}

const unchanging = () => () => {};

/**
 * Uncontrolled fields read when sent: what a visitor typed while the page was still server HTML is
 * kept through hydration, and the same form works as a plain post without JavaScript.
 */
function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSessionStore((state) => state.signIn);
  const serverAnswer = useSyncExternalStore(unchanging, readServerFormAnswer, () => null);
  // This page's own answer, once it has sent the form; until then the server's, if any.
  const [ownAnswer, setOwnAnswer] = useState<{ error: string | null } | null>(null);
  const error = ownAnswer ? ownAnswer.error : serverAnswer;
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    setBusy(true);
    const result = await signIn(String(fields.get('email') ?? ''), String(fields.get('password') ?? ''));
    setBusy(false);
    setOwnAnswer({ error: result.error });
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
        <Input id="signin-email" name="email" type="email" autoComplete="email" />
      </Field>
      <Field label="Password" htmlFor="signin-password" error={error}>
        <Input
          id="signin-password"
          name="password"
          type="password"
          autoComplete="current-password"
          $invalid={Boolean(error)}
          aria-describedby={error ? 'signin-password-message' : undefined}
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
