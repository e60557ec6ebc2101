import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Badge, Button, buttonStyles, Cluster, Panel, type ButtonStyleProps, type Purchase } from '@mindset/shared-ui';
import { formatAmount, formatPurchaseDate, formatTime } from './purchaseFormat';
import { useDownloadLink } from './useDownloadLink';

// The title sits in a row with its badge, so its heading margin is dropped here.
const PurchaseCard = styled(Panel)`
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  div {
    display: grid;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The file comes from the payment service's origin: a plain link, drawn like a button. */
const DownloadLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

function PurchaseHeading({ purchase }: { purchase: Purchase }) {
  return (
    <Cluster $gap="xs" $align="center">
      <h3>{purchase.title}</h3>
      {purchase.active ? null : <Badge $tone="danger">Refunded</Badge>}
    </Cluster>
  );
}

function EbookDownload({ purchaseId }: { purchaseId: string }) {
  const { state, prepare } = useDownloadLink(purchaseId);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const ready = state.status === 'ready';

  // The link replaces nothing the member was on, so focus goes to it: one more key press downloads.
  useEffect(() => {
    if (ready) linkRef.current?.focus();
  }, [ready]);

  return (
    <>
      <Cluster $align="center">
        <Button
          $variant={ready ? 'outline' : 'accent'}
          $size="sm"
          disabled={state.status === 'preparing'}
          onClick={() => void prepare()}
        >
          {state.status === 'preparing' ? 'Preparing...' : ready ? 'Get a fresh link' : 'Get download link'}
        </Button>
        {ready ? (
          <DownloadLink ref={linkRef} href={state.url} $variant="accent" $size="sm">
            Download the ebook bundle (ZIP)
          </DownloadLink>
        ) : null}
      </Cluster>
      {ready ? <Note>This link works until {formatTime(state.expiresAt)}; ask for a fresh one after that.</Note> : null}
      {state.status === 'failed' ? <Note role="alert">{state.message}</Note> : null}
    </>
  );
}

/** An ebook bundle bought while signed in: when, what it cost, and a fresh download link on request. */
export function EbookPurchaseCard({ purchase }: { purchase: Purchase }) {
  return (
    <PurchaseCard as="li" $gap="sm" $flush>
      <PurchaseHeading purchase={purchase} />
      <Facts>
        <div>
          <dt>Bought</dt>
          <dd>{formatPurchaseDate(purchase.paidAt)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{formatAmount(purchase.amountTotal, purchase.currency)}</dd>
        </div>
      </Facts>
      {purchase.active ? (
        <EbookDownload purchaseId={purchase.id} />
      ) : (
        <Note>This purchase was refunded or disputed, so its downloads are no longer available.</Note>
      )}
    </PurchaseCard>
  );
}

/** Contest entries as the payment service recorded them: the contest, entries × fee, total and date. */
export function ContestEntryCard({ purchase }: { purchase: Purchase }) {
  const entries = purchase.quantity === 1 ? '1 entry' : `${purchase.quantity} entries`;
  return (
    <PurchaseCard as="li" $gap="sm" $flush>
      <PurchaseHeading purchase={purchase} />
      <Facts>
        <div>
          <dt>Entries</dt>
          <dd>
            {entries} × {formatAmount(purchase.unitAmount, purchase.currency)}
          </dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{formatAmount(purchase.amountTotal, purchase.currency)}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatPurchaseDate(purchase.paidAt)}</dd>
        </div>
      </Facts>
      {purchase.active ? null : <Note>This payment was refunded or disputed, so these entries no longer count.</Note>}
    </PurchaseCard>
  );
}
