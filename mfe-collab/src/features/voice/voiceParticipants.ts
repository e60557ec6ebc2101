import type { VoiceRoomId } from '../../data/collabPlaces';
import { members, type Member } from '../../data/members';

export interface VoiceParticipant {
  member: Member;
  muted: boolean;
}

/** Who is already in each voice room (sample data). */
export const voiceParticipants: Record<VoiceRoomId, VoiceParticipant[]> = {
  morning: [
    { member: members.lena, muted: false },
    { member: members.priya, muted: true },
    { member: members.david, muted: false },
  ],
  evening: [
    { member: members.sarah, muted: false },
    { member: members.emma, muted: true },
  ],
};
