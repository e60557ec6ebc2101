import type { AreaId } from './areas';

interface AreaName {
  /** The area as the subject of its own panel's sentences. */
  subject: string;
  /** The area named among others ("… cannot be shown right now either"). */
  amongOthers: string;
  /** Whether its name takes a plural verb ("The training modules are …"). */
  plural: boolean;
}

/** How each area this shell was built knowing is named to visitors when it cannot be shown. */
const areaNames: Record<string, AreaName> = {
  marketing: { subject: 'This page', amongOthers: 'the main pages', plural: false },
  learning: { subject: 'The training modules', amongOthers: 'the training modules', plural: true },
  contests: { subject: 'Contests and the ebook', amongOthers: 'contests and the ebook', plural: true },
  community: { subject: 'The community', amongOthers: 'the community', plural: false },
  collab: { subject: 'The collaboration hub', amongOthers: 'the collaboration hub', plural: false },
};

/** An area's name; one released after this shell was built is named by its id ("the studio area"). */
export function areaNameOf(remote: AreaId): AreaName {
  return areaNames[remote] ?? { subject: 'This area', amongOthers: `the ${remote} area`, plural: false };
}

/** `is` or `are`, `has` or `have`: the verb that agrees with an area's name. */
export function agreeing(area: AreaName, singular: 'is' | 'has'): string {
  if (!area.plural) return singular;
  return singular === 'is' ? 'are' : 'have';
}

/** "a", "a and b", "a, b and c". */
export function listed(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
