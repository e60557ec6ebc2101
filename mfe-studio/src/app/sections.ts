/**
 * The studio's navigation, one entry per page. A new page adds its entry here, its route in App.tsx
 * and routes.meta.ts, and is released with the studio.
 */
export interface StudioSection {
  to: string;
  label: string;
  /** Only the owner sees it (the service refuses moderators too). */
  ownerOnly?: true;
}

export const studioSections: readonly StudioSection[] = [
  { to: '/studio', label: 'Reports' },
  { to: '/studio/members', label: 'Members' },
  { to: '/studio/announcements', label: 'Announcements' },
  { to: '/studio/support', label: 'Support' },
  { to: '/studio/contests', label: 'Contests', ownerOnly: true },
  { to: '/studio/audit', label: 'Audit log', ownerOnly: true },
];
