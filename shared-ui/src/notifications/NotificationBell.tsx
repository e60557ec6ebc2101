import { lazy, Suspense } from 'react';
import { useMember } from '../session/sessionStore';

/**
 * The bell's code (its list, its panel and its live updates) loads on a member's page only, so a
 * guest's first load carries none of it. Until it has loaded, and until its first answer, there is no
 * bell: the header is as a member's was before (the menu draws nothing either until then).
 */
const NotificationBellMenu = lazy(() => import('./NotificationBellMenu'));

/** The signed-in member's notifications in a header: unread count, list, mark read, live. */
export function NotificationBell() {
  const member = useMember();
  if (!member) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBellMenu />
    </Suspense>
  );
}
