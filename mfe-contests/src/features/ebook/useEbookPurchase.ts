import { useState } from 'react';
import { createPayment, EBOOK_SURVEY_ID, paymentMessages, toast } from '@mindset/shared-ui';
import { EBOOK_TITLE } from '../../data/ebookBundle.data';
import { openInNewTab, redirectTo } from '../../lib/browser';

/** docs/product-rules.md, "Ebook" ebook purchase: idle, processing while the session is requested, idle again. */
export function useEbookPurchase() {
  const [processing, setProcessing] = useState(false);

  const purchase = async () => {
    setProcessing(true);
    try {
      // The browser names what is bought; the service alone decides the price.
      const { data, error } = await createPayment({
        surveyId: EBOOK_SURVEY_ID,
        surveyTitle: EBOOK_TITLE,
        quantity: 1,
        currency: 'gbp',
      });
      if (error || !data.url) {
        toast({ title: paymentMessages.ebookError, variant: 'destructive' });
        return;
      }
      // A blocked popup must not strand the buyer: continue in this tab instead.
      if (!openInNewTab(data.url)) redirectTo(data.url);
    } catch {
      toast({ title: paymentMessages.ebookException, variant: 'destructive' });
    } finally {
      setProcessing(false);
    }
  };

  return { processing, purchase };
}
