import type { RemoteName } from '@mindset/shared-ui';

/** How each area is named to visitors when it cannot be shown. */
export const areaLabels: Record<RemoteName, string> = {
  marketing: 'This page',
  learning: 'The training modules',
  contests: 'Contests and the ebook',
  community: 'The community',
  collab: 'The collaboration hub',
};
