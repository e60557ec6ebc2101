import { lazy, Suspense } from 'react';
import { useMember } from '@mindset/shared-ui';
import { ScreenLoading } from '../../components/ScreenLoading';
import { useSessionPending } from '../../components/useSessionPending';
import type { VoiceRoomId } from '../../data/collabPlaces';
import { GuestVoiceRoom } from './GuestVoiceRoom';

/** Only a member's screens load what talks to member-service. */
const MemberVoiceRoom = lazy(() => import('./MemberVoiceRoom'));

/**
 * A voice room. A guest gets the sample room (no audio, local only); a signed-in member gets the
 * served room: live presence and peer-to-peer audio (docs/decisions/0069-voice-rooms.md).
 */
export function VoiceRoomScreen({ roomId }: { roomId: VoiceRoomId }) {
  const member = useMember();
  if (useSessionPending()) return <ScreenLoading />;
  // Keyed by member: signing out or switching account ends that member's session in the room.
  return member ? (
    <Suspense fallback={<ScreenLoading />}>
      <MemberVoiceRoom key={member.id} roomId={roomId} member={member} />
    </Suspense>
  ) : (
    <GuestVoiceRoom roomId={roomId} />
  );
}
