import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useDisclosure } from '../hooks/useDisclosure';
import { useDismissPopover } from '../hooks/useDismissPopover';
import { useNotificationBell } from './useNotificationBell';

const Wrapper = styled.div`
  position: relative;
  flex: none;
`;

const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Count = styled.span`
  position: absolute;
  top: -0.25rem;
  right: -0.25rem;
  min-width: 1.25rem;
  padding: 0 0.3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.25rem;
  text-align: center;
`;

const Panel = styled.section`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  z-index: ${({ theme }) => theme.zIndex.overlay};
  width: min(22rem, calc(100vw - 1.5rem));
  max-height: min(28rem, 70vh);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  text-align: left;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 2px;
  }
`;

const PanelHeading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  button {
    min-height: 2.75rem;
    border: none;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
    text-decoration: underline;
  }
  button:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
    text-decoration: none;
  }
`;

const ItemLink = styled(Link)<{ $unread: boolean }>`
  display: grid;
  gap: 0.125rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.warningSoft : 'transparent')};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Quiet = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2Zm4 4a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 52],
];

/** "2 minutes ago", "yesterday": how long ago, in the largest unit that fits. */
function ago(iso: string): string {
  let amount = (new Date(iso).getTime() - Date.now()) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return relative.format(Math.round(amount), 'year');
}

const countLabel = (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`);

/**
 * The bell in the community, collab and marketing headers: a member's unread count, their
 * notifications with a link to each place, mark read and mark all read, live. A guest sees
 * nothing and nothing is asked of the service.
 */
export function NotificationBell() {
  const { items, unread, error, markRead, markAllRead } = useNotificationBell();
  const { pathname } = useLocation();
  const [open, setOpen] = useDisclosure(pathname);
  const close = useCallback(() => setOpen(false), [setOpen]);
  const panelId = useId();
  const headingId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Said once when the count goes up (not on every reading of the list, nor when it goes down).
  const [announcement, setAnnouncement] = useState('');
  const lastCount = useRef<number | null>(null);

  useEffect(() => {
    if (items === null) return;
    if (lastCount.current !== null && unread > lastCount.current) {
      setAnnouncement(unread === 1 ? '1 unread notification' : `${unread} unread notifications`);
    }
    lastCount.current = unread;
  }, [items, unread]);

  useDismissPopover(open, close, wrapperRef, triggerRef);

  // Until the first answer (and if it never comes) there is no bell: a member's header is as it was.
  if (items === null) return null;

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-label={countLabel(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {unread > 0 ? <Count aria-hidden="true">{unread > 99 ? '99+' : unread}</Count> : null}
      </Trigger>
      <span className="sr-only" role="status" aria-live="polite" aria-label="Notification updates">
        {announcement}
      </span>
      {open ? (
        <Panel id={panelId} aria-labelledby={headingId}>
          <PanelHeading>
            <h2 id={headingId}>Notifications</h2>
            <button type="button" onClick={markAllRead} disabled={unread === 0}>
              Mark all read
            </button>
          </PanelHeading>
          {error !== null ? <Quiet role="alert">{error}</Quiet> : null}
          {items && items.length > 0 ? (
            <ul>
              {items.map((item) => (
                <li key={item.id}>
                  <ItemLink
                    to={item.link}
                    $unread={!item.read}
                    onClick={() => {
                      if (!item.read) markRead(item.id);
                      setOpen(false);
                    }}
                  >
                    <span>
                      {item.text}
                      {item.read ? null : <span className="sr-only"> (unread)</span>}
                    </span>
                    {item.excerpt ? <small>{item.excerpt}</small> : null}
                    <small>
                      <time dateTime={item.createdAt}>{ago(item.createdAt)}</time>
                    </small>
                  </ItemLink>
                </li>
              ))}
            </ul>
          ) : (
            <Quiet>Nothing yet. When someone mentions you, replies or follows you, it shows here.</Quiet>
          )}
        </Panel>
      ) : null}
    </Wrapper>
  );
}
