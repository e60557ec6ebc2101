import { useState } from 'react';
import { createPayment, paymentMessages, toast, type ServiceError } from '@mindset/shared-ui';
import { regionPricing, type ContestRegion } from '../../data/contests.data';
import { redirectTo } from '../../lib/browser';

export interface ContestCheckoutRequest {
  surveyId: string;
  surveyTitle: string;
  region: ContestRegion;
  quantity: number;
  answers: string[];
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

  const startCheckout = async ({ surveyId, surveyTitle, region, quantity, answers }: ContestCheckoutRequest) => {
    setBusy(true);
    try {
      // The browser names what is bought; the service alone decides the price.
      const result = await createPayment({
        surveyId,
        surveyTitle,
        quantity,
        currency: regionPricing[region].currency,
        answers,
      });
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
