import { sampleMembers, type SampleMember } from '@mindset/shared-ui';

/** People of the collab hub (spec: all data is hard-coded sample data). Shared by chat and voice. */
export interface Member extends SampleMember {
  /** The only role label of the product (docs/product-rules.md, "Collab"). */
  role?: 'Moderator';
}

/**
 * The sample people, with the names, usernames and avatars they have everywhere on the site
 * (shared-ui's directory); the hub adds only their roles.
 */
export const members = {
  sarah: { ...sampleMembers.sarah, role: 'Moderator' },
  marcus: sampleMembers.marcus,
  priya: sampleMembers.priya,
  david: sampleMembers.david,
  emma: sampleMembers.emma,
  james: { ...sampleMembers.james, role: 'Moderator' },
  lena: sampleMembers.lena,
} satisfies Record<string, Member>;
