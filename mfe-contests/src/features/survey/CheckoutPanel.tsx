import { useState } from 'react';
import styled from 'styled-components';
import { residenceCountries, type ResidenceCountry } from '@mindset/payment-contract/contests';
import { Button, Field, Input, Panel } from '@mindset/shared-ui';
import { regionPricing, type ContestRegion } from '../../data/contests.data';
import { formatMoney } from '../../lib/money';
import { checkoutTotal, encouragementFor } from './surveyRules';
import { useContestCheckout } from './useContestCheckout';

/** docs/product-rules.md, "Contests" Checkout input, plus what the visitor chose and answered. */
export interface CheckoutPanelProps {
  surveyId: string;
  surveyTitle: string;
  prizeValue: string;
  entryFee: string;
  region: ContestRegion;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  answers: string[];
}

const PrizeBox = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  text-align: center;
  p {
    margin: 0;
  }
`;

const PrizeLabel = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const PrizeValue = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const RegionNotice = styled.p`
  text-align: center;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.info};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
`;

const Fee = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Stepper = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StepperControls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StepButton = styled(Button)`
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Quantity = styled.output`
  min-width: 2.5rem;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Encouragement = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Summary = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const TotalRow = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  dt,
  dd {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Trust = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  li::before {
    content: '✓ ';
    color: ${({ theme }) => theme.colors.success};
  }
`;

const regionResidents: Record<ContestRegion, string> = { UK: 'UK', USA: 'US' };

const trustPoints = ['Secure payment', 'Fair random selection', 'Prize guaranteed'] as const;

/** The 'Enter Contest' panel: choose the number of entries and pay (docs/product-rules.md, "Contests" checkout panel). */
export function CheckoutPanel({
  surveyId,
  surveyTitle,
  prizeValue,
  entryFee,
  region,
  quantity,
  onQuantityChange,
  answers,
}: CheckoutPanelProps) {
  const { busy, startCheckout } = useContestCheckout();
  const [residenceCountry, setResidenceCountry] = useState<ResidenceCountry | null>(null);
  const pricing = regionPricing[region];
  const total = formatMoney(checkoutTotal(quantity, pricing), pricing.currency);
  const entryWord = quantity === 1 ? 'entry' : 'entries';

  return (
    <Panel as="section" $gap="md" $flush aria-labelledby="enter-contest-title">
      <h2 id="enter-contest-title">Enter Contest</h2>
      <PrizeBox>
        <PrizeLabel>Grand prize</PrizeLabel>
        <PrizeValue>{prizeValue}</PrizeValue>
        <p>Complete the survey to enter</p>
      </PrizeBox>
      <RegionNotice>{region} RESIDENTS ONLY</RegionNotice>
      <Fee>Entry Fee: {entryFee} per entry</Fee>
      <Field
        label="Country you live in"
        htmlFor="residence-country"
        hint={`This contest takes entries from ${regionResidents[region]} residents: we check your country before you pay.`}
      >
        <Input
          as="select"
          id="residence-country"
          aria-describedby="residence-country-message"
          value={residenceCountry ?? ''}
          onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
            setResidenceCountry(residenceCountries.find((country) => country.code === event.target.value)?.code ?? null)
          }
        >
          <option value="">Choose your country</option>
          {residenceCountries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </Input>
      </Field>
      <Stepper role="group" aria-labelledby="entries-label">
        <span id="entries-label">Number of entries</span>
        <StepperControls>
          <StepButton
            $variant="outline"
            aria-label="Remove one entry"
            disabled={quantity <= 1}
            onClick={() => onQuantityChange(quantity - 1)}
          >
            −
          </StepButton>
          <Quantity aria-live="polite" aria-label={`${quantity} ${entryWord}`}>
            {quantity}
          </Quantity>
          <StepButton $variant="outline" aria-label="Add one entry" onClick={() => onQuantityChange(quantity + 1)}>
            +
          </StepButton>
        </StepperControls>
      </Stepper>
      <Encouragement>{encouragementFor(quantity)}</Encouragement>
      <Summary>
        <div>
          <dt>
            {quantity} {entryWord} × {formatMoney(pricing.fee, pricing.currency)}
          </dt>
          <dd>{total}</dd>
        </div>
        <TotalRow>
          <dt>Total</dt>
          <dd data-testid="checkout-total">{total}</dd>
        </TotalRow>
      </Summary>
      <Button
        $variant="accent"
        $size="lg"
        $fullWidth
        disabled={busy}
        onClick={() => startCheckout({ surveyId, surveyTitle, region, quantity, answers, residenceCountry })}
      >
        {busy ? 'Creating checkout...' : `Pay ${total} & Enter`}
      </Button>
      <Trust aria-label="Why enter with confidence">
        {trustPoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </Trust>
    </Panel>
  );
}
