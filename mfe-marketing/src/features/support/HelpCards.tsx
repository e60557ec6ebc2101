import styled from 'styled-components';
import { Button, ButtonLink, buttonStyles, Card, type ButtonStyleProps } from '@mindset/shared-ui';
import { CardGrid } from '../../components/CardGrid';
import { Icon } from '../../components/Icon';
import { mailboxes } from '../../components/mailboxes';
import { helpCards, type HelpCardContent } from './support.data';
import { SupportStateBadge } from './SupportStateBadge';

const HelpCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0;
  }
  p {
    margin: 0 0 auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > a,
  > button {
    align-self: flex-start;
  }
`;

const CardTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.primary};
`;

const MailLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

interface HelpCardsProps {
  /** Whether the team is answering live right now (support hours); null until the clock may be read. */
  openNow: boolean | null;
  /** False until the page's script has taken over its HTML: the button only the script serves waits. */
  hydrated: boolean;
  /** Live chat has no chat service behind it: it takes the visitor to the contact form. */
  onLeaveMessage: () => void;
}

function HelpCardAction({
  card,
  onLeaveMessage,
  hydrated,
}: { card: HelpCardContent } & Omit<HelpCardsProps, 'openNow'>) {
  switch (card.id) {
    case 'live-chat':
      return (
        <Button $variant="primary" onClick={onLeaveMessage} disabled={!hydrated}>
          {card.actionLabel}
        </Button>
      );
    case 'email':
      return (
        <MailLink href={`mailto:${mailboxes.support}`} $variant="primary">
          {card.actionLabel}
        </MailLink>
      );
    case 'community':
      return (
        <ButtonLink to="/community" $variant="primary">
          {card.actionLabel}
        </ButtonLink>
      );
  }
}

/** Spec: three help cards: Live Chat, Email Support, Community Help (to /community). */
export function HelpCards({ openNow, onLeaveMessage, hydrated }: HelpCardsProps) {
  return (
    <CardGrid>
      {helpCards.map((card) => (
        <HelpCard key={card.id} as="article" aria-labelledby={`help-${card.id}`}>
          <CardTop>
            <Icon name={card.icon} size={28} />
            {card.id === 'live-chat' ? (
              <SupportStateBadge open={openNow} openLabel="Team online" closedLabel="Team offline" />
            ) : null}
          </CardTop>
          <h2 id={`help-${card.id}`}>{card.title}</h2>
          <p>{card.description}</p>
          <HelpCardAction card={card} onLeaveMessage={onLeaveMessage} hydrated={hydrated} />
        </HelpCard>
      ))}
    </CardGrid>
  );
}
