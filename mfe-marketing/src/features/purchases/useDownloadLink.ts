import { useState } from 'react';
import { ebookDownloadUrl, requestPurchaseDownloadToken } from '@mindset/shared-ui';

export type DownloadLinkState =
  | { status: 'idle' }
  | { status: 'preparing' }
  | { status: 'ready'; url: string; expiresAt: string }
  | { status: 'failed'; message: string };

const UNAVAILABLE = 'Your download link could not be prepared. Please try again in a moment.';

/**
 * A fresh link to the ebook bundle, asked for when the member presses the button: a 15-minute
 * token (docs/security.md, "Downloads"), so no lasting link is kept on the page.
 */
export function useDownloadLink(purchaseId: string) {
  const [state, setState] = useState<DownloadLinkState>({ status: 'idle' });

  const prepare = async () => {
    setState({ status: 'preparing' });
    try {
      const result = await requestPurchaseDownloadToken(purchaseId);
      if (result.data) {
        const { token, expiresAt } = result.data;
        setState({ status: 'ready', url: ebookDownloadUrl(token, 'bundle'), expiresAt });
      } else {
        setState({ status: 'failed', message: result.error.fromServer ? result.error.message : UNAVAILABLE });
      }
    } catch {
      setState({ status: 'failed', message: UNAVAILABLE });
    }
  };

  return { state, prepare };
}
