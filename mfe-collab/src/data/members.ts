/** People of the collab hub (spec: all data is hard-coded sample data). Shared by chat and voice. */
export interface Member {
  name: string;
  username: string;
  /** Imported image URL; without one the shared Avatar shows initials, so no image is fetched. */
  avatar?: string;
  /** The only role label of the product (docs/product-rules.md, "Collab"). */
  role?: 'Moderator';
}

/** The hard-coded signed-in member (spec: no login is shown); the author of every message the user sends. */
export const currentMember: Member = { name: 'Alex Morgan', username: 'alex.mindset' };

export const members = {
  sarah: { name: 'Sarah Chen', username: 'sarah.growth', role: 'Moderator' },
  marcus: { name: 'Marcus Johnson', username: 'marcus.builds' },
  priya: { name: 'Priya Patel', username: 'priya.reflects' },
  david: { name: 'David Kim', username: 'david.runs' },
  emma: { name: 'Emma Wilson', username: 'emma.writes' },
  james: { name: 'James Okafor', username: 'james.leads', role: 'Moderator' },
  lena: { name: 'Lena Fischer', username: 'lena.breathes' },
} satisfies Record<string, Member>;
