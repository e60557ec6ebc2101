import { useState } from 'react';
import type { ResidenceCountry } from '@mindset/payment-contract/contests';
import {
  createPayment,
  paymentMessages,
  toast,
  type CreatePaymentRequest,
  type ServiceError,
} from '@mindset/shared-ui';
import { regionPricing, type ContestRegion } from '../../data/contests.data';
import { redirectTo } from '../../lib/browser';

export interface ContestCheckoutRequest {
  surveyId: string;
  surveyTitle: string;
  region: ContestRegion;
  quantity: number;
  answers: string[];
  /** The country the entrant says they live in; the service decides whether it may enter. */
  residenceCountry: ResidenceCountry | null;
}

/** Product rules (Contests): the server's message when it sent one, else the fallback. */
function serverMessage(error: ServiceError): string {
  return error.fromServer && error.message ? error.message : paymentMessages.contestFallback;
}

function showPaymentError(description: string) {
  toast({ title: paymentMessages.contestErrorTitle, description, variant: 'destructive' });
}

/** Creates the contest checkout session and sends the browser to the provider's hosted page (docs/product-rules.md, "Contests"). */
export function useContestCheckout() {
  const [busy, setBusy] = useState(false);

  const startCheckout = async ({
    surveyId,
    surveyTitle,
    region,
    quantity,
    answers,
    residenceCountry,
  }: ContestCheckoutRequest) => {
    setBusy(true);
    try {
      // The browser names what is bought and what the entrant declared; the service alone decides
      // the price and whether they may enter (docs/contests-draw.md).
      const entry: CreatePaymentRequest & { residenceCountry?: ResidenceCountry } = {
        surveyId,
        surveyTitle,
        quantity,
        currency: regionPricing[region].currency,
        answers,
        ...(residenceCountry ? { residenceCountry } : {}),
      };
      const result = await createPayment(entry);
      if (result.error) {
        showPaymentError(serverMessage(result.error));
      } else if (!result.data.url) {
        showPaymentError(paymentMessages.noCheckoutUrl);
      } else {
        redirectTo(result.data.url);
      }
    } catch {
      showPaymentError(paymentMessages.contestFallback);
    } finally {
      setBusy(false);
    }
  };

  return { busy, startCheckout };
}
