import { useEffect, useState } from 'react';
import { requestDownloadToken } from '@mindset/shared-ui';

export type DownloadTokenState =
  | { status: 'loading' }
  | { status: 'ready'; token: string }
  /** The service refused (a refunded or disputed purchase); its sentence is shown as is. */
  | { status: 'refused'; message: string }
  | { status: 'unavailable' };

/** Asked for this long before the token expires, so links on an open page keep working. */
const REFRESH_BEFORE_EXPIRY_MS = 60_000;

/**
 * The download links' token: the checkout id from the page's address is exchanged for a token that
 * expires in minutes (docs/security.md, "Downloads"), and exchanged again shortly before it does.
 */
export function useDownloadToken(sessionId: string): DownloadTokenState {
  const [state, setState] = useState<DownloadTokenState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const fetchToken = () => {
      requestDownloadToken(sessionId)
        .then((result) => {
          if (!current) return;
          if (!result.data) {
            const refused = result.error.status === 403 && result.error.fromServer;
            setState(refused ? { status: 'refused', message: result.error.message } : { status: 'unavailable' });
            return;
          }
          setState({ status: 'ready', token: result.data.token });
          const delay = Date.parse(result.data.expiresAt) - Date.now() - REFRESH_BEFORE_EXPIRY_MS;
          refresh = setTimeout(fetchToken, Math.max(delay, REFRESH_BEFORE_EXPIRY_MS));
        })
        .catch(() => {
          if (current) setState({ status: 'unavailable' });
        });
    };
    fetchToken();
    return () => {
      current = false;
      clearTimeout(refresh);
    };
  }, [sessionId]);

  return state;
}
