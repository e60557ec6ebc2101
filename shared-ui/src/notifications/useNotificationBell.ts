import type { NotificationItem } from '@mindset/member-contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribeLive } from '../session/liveClient';
import { memberRequest } from '../session/memberClient';
import { useMember } from '../session/sessionStore';

export interface NotificationBellState {
  /** Null until the first answer (and for a guest, always). */
  items: NotificationItem[] | null;
  unread: number;
  error: string | null;
  markRead: (id: string) => void;
  markAllRead: () => void;
}

/** Events close together (a burst of likes) are read once. */
const REFRESH_DELAY_MS = 150;

/**
 * The bell's data: the member's notifications from member-service, read again when the live
 * socket says something new arrived or was read in another tab. A guest asks for nothing.
 */
export function useNotificationBell(): NotificationBellState {
  const member = useMember();
  const memberId = member?.id ?? null;
  // Whose list it is: another member's (before a sign-out) is never shown.
  const [list, setList] = useState<{ memberId: string; items: NotificationItem[]; unread: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = useCallback(async () => {
    if (!memberId) return;
    const { notificationsAnswer } = await import('./notificationWire');
    const result = await memberRequest('/notifications', notificationsAnswer);
    if (result.error !== null) {
      setError(result.error);
      return;
    }
    setError(null);
    setList({ memberId, items: result.data.items, unread: result.data.unread });
  }, [memberId]);

  useEffect(() => {
    if (!memberId) return;
    let wire: typeof import('./notificationWire') | null = null;
    // The schemas first (a guest never loads them), then the list.
    void import('./notificationWire').then((loaded) => {
      wire = loaded;
      return load();
    });
    const stop = subscribeLive({
      topics: [`member:${memberId}`],
      onEvent: (event) => {
        if (!wire?.parseNotificationEvent(event.data)) return;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void load(), REFRESH_DELAY_MS);
      },
      onResync: () => void load(),
    });
    return () => {
      clearTimeout(timer.current);
      stop();
    };
  }, [memberId, load]);

  const markRead = useCallback(
    (id: string) => {
      setList(
        (current) =>
          current && {
            ...current,
            items: current.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
          },
      );
      void import('./notificationWire').then(({ okSchema }) =>
        memberRequest(`/notifications/${encodeURIComponent(id)}/read`, okSchema, { method: 'POST' }).then(() => load()),
      );
    },
    [load],
  );

  const markAllRead = useCallback(() => {
    setList(
      (current) => current && { ...current, unread: 0, items: current.items.map((item) => ({ ...item, read: true })) },
    );
    void import('./notificationWire').then(({ okSchema }) =>
      memberRequest('/notifications/read-all', okSchema, { method: 'POST' }).then(() => load()),
    );
  }, [load]);

  const mine = list !== null && list.memberId === memberId ? list : null;
  return { items: mine?.items ?? null, unread: mine?.unread ?? 0, error, markRead, markAllRead };
}
