import { Avatar, Badge, Button, type Member } from '@mindset/shared-ui';
import { MicOffIcon, SpeakerIcon } from '../../components/icons';
import type { VoiceRoomId } from '../../data/collabPlaces';
import { useMemberVoiceRoom } from './useMemberVoiceRoom';
import { Heading, MicNote, Participant, ParticipantName, Participants, Room, Status } from './voiceRoomStyles';

/**
 * A signed-in member's voice room, served by member-service: everyone with it open sees who is in
 * it, and the members in it hear each other peer to peer (docs/decisions/0069-voice-rooms.md).
 */
export default function MemberVoiceRoom({ roomId, member }: { roomId: VoiceRoomId; member: Member }) {
  const { participants, loaded, phase, status, join, leave, audioContainer } = useMemberVoiceRoom(roomId, member);

  return (
    <Room aria-labelledby="voice-participants-heading" aria-busy={!loaded}>
      <Heading id="voice-participants-heading">
        <SpeakerIcon />
        In this room ({participants.length})
      </Heading>
      <Participants>
        {participants.map((participant) => (
          <Participant key={participant.username}>
            <Avatar name={participant.name} src={participant.avatarUrl ?? undefined} size={36} decorative />
            <ParticipantName>{participant.name}</ParticipantName>
            {participant.username === member.username ? <Badge $tone="success">You</Badge> : null}
            {participant.listenOnly ? (
              <MicNote>
                <MicOffIcon />
                Listening
              </MicNote>
            ) : null}
          </Participant>
        ))}
      </Participants>
      <div>
        {/* One button whose label changes, so focus stays on it when joining or leaving. */}
        {phase === 'in' ? (
          <Button $variant="destructive" onClick={() => void leave()}>
            Leave room
          </Button>
        ) : (
          <Button aria-disabled={phase === 'joining'} onClick={() => void join()}>
            Join room
          </Button>
        )}
      </div>
      <Status role="status">{status}</Status>
      {/* The other members' voices: one audio element each, added while connected. */}
      <div ref={audioContainer} hidden />
    </Room>
  );
}
