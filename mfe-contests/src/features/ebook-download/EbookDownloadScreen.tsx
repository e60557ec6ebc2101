import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  Container,
  ebookDownloadUrl,
  type CheckoutSessionSummary,
  Link,
  useSearchParams,
} from '@mindset/shared-ui';
import { MessageScreen } from '../../components/MessageScreen';
import { ebookBundleItems, ebookBundleTotalMb, EBOOK_TITLE, formatFileSize } from '../../data/ebookBundle.data';
import { useCheckoutSession } from '../../hooks/useCheckoutSession';
import { supportContact, weekByWeekPlan } from './ebookDownload.data';
import { useDownloadToken } from './useDownloadToken';

const backToEbook = (
  <ButtonLink to="/ebook" $variant="accent">
    Back to the ebook page
  </ButtonLink>
);

function AccessDenied({ reason, extraAction }: { reason: string; extraAction?: ReactNode }) {
  return (
    <MessageScreen
      tone="danger"
      title="Access Denied"
      actions={
        <>
          {backToEbook}
          {extraAction}
        </>
      }
    >
      <p>{reason}</p>
    </MessageScreen>
  );
}

/** /ebook/download?session_id=...: the files of a paid ebook purchase, and nothing for anyone else. */
export function EbookDownloadScreen() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  if (!sessionId) {
    return (
      <AccessDenied reason="This page is only accessible after completing a purchase. Please complete your purchase first." />
    );
  }
  return <VerifiedDownloads key={sessionId} sessionId={sessionId} />;
}

function VerifiedDownloads({ sessionId }: { sessionId: string }) {
  const { lookup, retry } = useCheckoutSession(sessionId);

  if (lookup.status === 'loading') {
    return (
      <MessageScreen tone="info" title="Checking your purchase..." busy>
        <p>We are confirming your payment before your downloads appear.</p>
      </MessageScreen>
    );
  }
  if (lookup.status === 'unavailable') {
    return (
      <MessageScreen
        tone="danger"
        title="We could not check your purchase"
        actions={<Button onClick={retry}>Retry</Button>}
      >
        <p>
          The payment service is not reachable right now. Your purchase is safe: try again in a moment and your
          downloads will appear.
        </p>
      </MessageScreen>
    );
  }
  if (lookup.status === 'unknown' || lookup.session.kind !== 'ebook') {
    return (
      <AccessDenied reason="We could not find an ebook purchase with this reference. Please complete your purchase first." />
    );
  }
  if (!lookup.session.paid) {
    return (
      <AccessDenied
        reason="This payment has not been completed, so the downloads are locked. Please complete your purchase first."
        extraAction={
          <Button $variant="outline" onClick={retry}>
            Check again
          </Button>
        }
      />
    );
  }
  return <Downloads session={lookup.session} />;
}

const Header = styled.section`
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  padding: ${({ theme }) => theme.space.xxl} 0;
  text-align: center;
  h1 {
    margin-top: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
  p {
    margin: 0 auto;
    max-width: 36rem;
    color: ${({ theme }) => theme.colors.onInkMuted};
  }
`;

const Body = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const DownloadList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const DownloadRow = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const ZipRow = styled(DownloadRow)`
  background: ${({ theme }) => theme.colors.warningSoft};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Plan = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
  }
`;

function DownloadIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function Downloads({ session }: { session: CheckoutSessionSummary }) {
  const reference = session.id.slice(-8);
  const downloadToken = useDownloadToken(session.id);

  if (downloadToken.status === 'refused') return <AccessDenied reason={downloadToken.message} />;

  return (
    <main id="main">
      <Header>
        <Container>
          <Badge $tone="success">Payment Confirmed · #{reference}</Badge>
          <h1>Thank you for your purchase!</h1>
          <p>Your {EBOOK_TITLE} bundle is ready. Download each file below, or everything at once as a ZIP.</p>
        </Container>
      </Header>
      <Body>
        <section id="resources" aria-labelledby="downloads-title">
          <h2 id="downloads-title">Your downloads</h2>
          {downloadToken.status === 'loading' && <Muted role="status">Preparing your download links...</Muted>}
          {downloadToken.status === 'unavailable' && (
            <Muted role="alert">
              Your download links could not be prepared because the payment service is not reachable. Reload the page in
              a moment to try again.
            </Muted>
          )}
          {downloadToken.status === 'ready' && (
            <DownloadList>
              {ebookBundleItems.map((item) => (
                <DownloadRow as="li" key={item.fileId}>
                  <div>
                    <h3>{item.title}</h3>
                    <Muted>
                      {item.filename} · {formatFileSize(item.sizeMb)}
                    </Muted>
                  </div>
                  <DownloadLink
                    href={ebookDownloadUrl(downloadToken.token, item.fileId)}
                    download={item.filename}
                    aria-label={`Download ${item.title} (${formatFileSize(item.sizeMb)})`}
                  >
                    <DownloadIcon /> Download
                  </DownloadLink>
                </DownloadRow>
              ))}
              <ZipRow as="li">
                <div>
                  <h3>Everything in one ZIP</h3>
                  <Muted>All five files · {formatFileSize(ebookBundleTotalMb)}</Muted>
                </div>
                <DownloadLink
                  href={ebookDownloadUrl(downloadToken.token, 'bundle')}
                  download="victim-to-victor-bundle.zip"
                  aria-label={`Download all files as a ZIP (${formatFileSize(ebookBundleTotalMb)})`}
                >
                  <DownloadIcon /> Download ZIP
                </DownloadLink>
              </ZipRow>
            </DownloadList>
          )}
        </section>

        <TwoColumns>
          <section aria-labelledby="help-title">
            <h2 id="help-title">Need help?</h2>
            <p>
              If a download does not start or a file will not open, email{' '}
              <a href={`mailto:${supportContact.email}?subject=Ebook order ${reference}`}>{supportContact.email}</a>{' '}
              with your order reference #{reference}. {supportContact.responseTime}
            </p>
            <p>
              Answers to common questions are on <Link to="/support">Support &amp; FAQ</Link>.
            </p>
          </section>
          <section aria-labelledby="plan-title">
            <h2 id="plan-title">Your week-by-week plan</h2>
            <Plan>
              {weekByWeekPlan.map((week) => (
                <Card as="li" key={week.week} $padding="sm">
                  <h3>
                    Week {week.week}: {week.title}
                  </h3>
                  <ul>
                    {week.tasks.map((task) => (
                      <li key={task}>{task}</li>
                    ))}
                  </ul>
                </Card>
              ))}
            </Plan>
          </section>
        </TwoColumns>
      </Body>
    </main>
  );
}
