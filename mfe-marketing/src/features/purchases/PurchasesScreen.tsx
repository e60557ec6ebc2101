import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  Cluster,
  Container,
  Panel,
  Skeleton,
  Stack,
  useMember,
  useSessionStore,
  type Purchase,
} from '@mindset/shared-ui';
import { PageIntro, Section } from '../../components/PageSection';
import { ContestEntryCard, EbookPurchaseCard } from './PurchaseCards';
import { usePurchases } from './usePurchases';

const PurchaseList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

function Loading() {
  return (
    <div aria-busy="true">
      <p role="status">Loading your purchases...</p>
      <PurchaseList aria-hidden="true">
        <Skeleton as="li" $height="7rem" />
        <Skeleton as="li" $height="7rem" />
      </PurchaseList>
    </div>
  );
}

function SignInPrompt() {
  return (
    <Panel $padding="lg" $width="wide" $gap="md" $flush>
      <h2>Sign in to see your purchases</h2>
      <p>
        The ebook and contest entries you buy while signed in are kept with your account, so you find them here on any
        device.
      </p>
      <Cluster>
        <ButtonLink to="/signin?returnTo=%2Fpurchases" $variant="accent">
          Sign in
        </ButtonLink>
        <ButtonLink to="/join" $variant="outline">
          Join the community
        </ButtonLink>
      </Cluster>
    </Panel>
  );
}

function PurchaseGroup({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Stack as="section" $flush aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <PurchaseList>{children}</PurchaseList>
    </Stack>
  );
}

function MemberPurchases() {
  const { state, retry } = usePurchases();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    return (
      <Panel $padding="lg" $width="wide" $gap="md" $flush>
        <h2>We could not load your purchases</h2>
        <p role="alert">{state.message}</p>
        <Cluster>
          <Button $variant="accent" onClick={retry}>
            Retry
          </Button>
        </Cluster>
      </Panel>
    );
  }
  const byKind = (kind: Purchase['kind']) => state.purchases.filter((purchase) => purchase.kind === kind);
  const ebooks = byKind('ebook');
  const entries = byKind('contest');
  if (ebooks.length === 0 && entries.length === 0) {
    return (
      <Panel $padding="lg" $width="wide" $gap="md" $flush>
        <h2>No purchases yet</h2>
        <p>The ebook bundle and contest entries you buy while signed in will appear here.</p>
        <Cluster>
          <ButtonLink to="/ebook" $variant="accent">
            See the ebook
          </ButtonLink>
          <ButtonLink to="/events" $variant="outline">
            Browse contests
          </ButtonLink>
        </Cluster>
      </Panel>
    );
  }
  return (
    <Stack $gap="xl">
      {ebooks.length > 0 ? (
        <PurchaseGroup title="Ebook" id="purchases-ebook">
          {ebooks.map((purchase) => (
            <EbookPurchaseCard key={purchase.id} purchase={purchase} />
          ))}
        </PurchaseGroup>
      ) : null}
      {entries.length > 0 ? (
        <PurchaseGroup title="Contest entries" id="purchases-contests">
          {entries.map((purchase) => (
            <ContestEntryCard key={purchase.id} purchase={purchase} />
          ))}
        </PurchaseGroup>
      ) : null}
    </Stack>
  );
}

/** /purchases: a member's ebook and contest entries, from any device they sign in on (docs/members.md). */
export default function PurchasesScreen() {
  const member = useMember();
  const status = useSessionStore((state) => state.status);

  return (
    <main id="main">
      <PageIntro
        eyebrow="Members"
        title="My purchases"
        intro="Your ebook and contest entries, on every device you sign in on."
      />
      <Section>
        <Container>
          {status === 'unknown' ? <Loading /> : member ? <MemberPurchases key={member.id} /> : <SignInPrompt />}
        </Container>
      </Section>
    </main>
  );
}
