import { useEffect } from 'react';
import styled from 'styled-components';
import { Badge, Button, Card, Container, Link, useHydrated, useLocation, useSearchParams } from '@mindset/shared-ui';
import { ScriptNotice } from '../../components/ScriptNotice';
import { ebookBundleItems, ebookPricing, EBOOK_TITLE, formatFileSize } from '../../data/ebookBundle.data';
import { formatMoney } from '../../lib/money';
import { ebookAbout, ebookHero, ebookHighlights } from './ebook.data';
import { useEbookPurchase } from './useEbookPurchase';

const price = formatMoney(ebookPricing.price, 'gbp');
const bonusValue = formatMoney(ebookPricing.bonusValue, 'gbp', 0);
const premiumEntry = formatMoney(ebookPricing.premiumChallengeEntry, 'gbp', 0);

const Hero = styled.section`
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  padding: ${({ theme }) => theme.space.xxxl} 0;
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.xl} 0;
  }
`;

const HeroGrid = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

const Subtitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.accent};
  font-family: ${({ theme }) => theme.fonts.heading};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.onInkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Checklist = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li::before {
    content: '✓';
    margin-right: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const PriceCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
  }
`;

const Price = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 3rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Guarantee = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Section = styled.section<{ $muted?: boolean }>`
  padding: ${({ theme }) => theme.space.xxl} 0;
  background: ${({ theme, $muted }) => ($muted ? theme.colors.surfaceMuted : 'transparent')};
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
  }
`;

const BundleList = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const BundleItem = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const ItemHeading = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: start;
  gap: ${({ theme }) => theme.space.xs};
`;

const AboutGrid = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const LessonList = styled(Checklist)`
  li::before {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Callout = styled(Card)`
  margin-top: ${({ theme }) => theme.space.xl};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;

const FinalCta = styled(Container)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
  p {
    margin: 0;
  }
`;

const BuyWrapper = styled.div`
  width: min(100%, 24rem);
`;

const CancelledNotice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md} 0;
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
`;

/** The checkout is the page's script: the button waits for it, and says so to a reader without JavaScript. */
function BuyButton({ processing, onBuy, label }: { processing: boolean; onBuy: () => void; label: string }) {
  const hydrated = useHydrated();
  return (
    <>
      <Button $variant="accent" $size="lg" $fullWidth disabled={processing || !hydrated} onClick={onBuy}>
        {processing ? 'Processing...' : label}
      </Button>
      <ScriptNotice>The secure checkout needs JavaScript: turn it on to buy the bundle.</ScriptNotice>
    </>
  );
}

/** /ebook: the one-time ebook bundle sale page (docs/product-rules.md, "Ebook"). */
export function EbookScreen() {
  const { processing, purchase } = useEbookPurchase();
  const [params] = useSearchParams();
  const { hash, key } = useLocation();
  const cancelled = params.get('checkout') === 'cancelled';

  // The header's Resources link lands here with #resources; the router does not scroll to anchors itself.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash, key]);

  return (
    <main id="main">
      {cancelled ? (
        <CancelledNotice role="status">
          <Container as="span">
            <strong>Payment cancelled — nothing was charged.</strong> You can buy the bundle whenever you are ready.
          </Container>
        </CancelledNotice>
      ) : null}
      <Hero aria-labelledby="ebook-title">
        <HeroGrid>
          <div>
            <Badge $tone="accent">{ebookHero.offer}</Badge>
            <h1 id="ebook-title">{EBOOK_TITLE}</h1>
            <Subtitle>{ebookHero.subtitle}</Subtitle>
            <Lead>{ebookHero.lead}</Lead>
            <Checklist>
              {ebookHighlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </Checklist>
          </div>
          <PriceCard>
            <Muted>Complete bundle, one-time payment</Muted>
            <Price>{price}</Price>
            <p>
              Bonus value{' '}
              <s>
                <span className="sr-only">was </span>
                {bonusValue}
              </s>
            </p>
            <BuyButton processing={processing} onBuy={purchase} label={`Get Instant Access for ${price}`} />
            <Guarantee>{ebookPricing.moneyBackDays}-day money-back guarantee</Guarantee>
          </PriceCard>
        </HeroGrid>
      </Hero>

      <Section id="resources" aria-labelledby="bundle-title">
        <Container>
          <h2 id="bundle-title">Everything in the bundle</h2>
          <p>Five downloads, yours to keep: the book, the audiobook and three guided journals.</p>
          <BundleList>
            {ebookBundleItems.map((item) => (
              <BundleItem as="li" key={item.fileId}>
                <ItemHeading>
                  <h3>{item.title}</h3>
                  {item.bonus ? <Badge $tone="accent">Bonus</Badge> : null}
                </ItemHeading>
                <p>{item.description}</p>
                <Muted>
                  {item.filename} · {formatFileSize(item.sizeMb)}
                </Muted>
              </BundleItem>
            ))}
          </BundleList>
        </Container>
      </Section>

      <Section $muted aria-labelledby="about-book-title">
        <AboutGrid>
          <div>
            <h2 id="about-book-title">{ebookAbout.title}</h2>
            {ebookAbout.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div>
            <h3>What you will learn</h3>
            <LessonList>
              {ebookAbout.lessons.map((lesson) => (
                <li key={lesson}>{lesson}</li>
              ))}
            </LessonList>
          </div>
        </AboutGrid>
      </Section>

      <Section aria-labelledby="final-cta-title">
        <FinalCta>
          <h2 id="final-cta-title">Start your transformation today</h2>
          <p>
            The complete bundle for {price}, a one-time payment. Bonus value{' '}
            <s>
              <span className="sr-only">was </span>
              {bonusValue}
            </s>
            .
          </p>
          <BuyWrapper>
            <BuyButton processing={processing} onBuy={purchase} label={`Buy Now for ${price}`} />
          </BuyWrapper>
          <Guarantee>
            {ebookPricing.moneyBackDays}-day money-back guarantee: if it does not help, you get every penny back.
          </Guarantee>
          <Callout>
            <p>
              <strong>Ready to test your new mindset?</strong> Premium challenge entry {premiumEntry}.
            </p>
            <Link to="/events">See the current challenges</Link>
          </Callout>
        </FinalCta>
      </Section>
    </main>
  );
}
