import { useState } from 'react';
import { Avatar, Badge, Button, useVisitorIdentity } from '@mindset/shared-ui';
import { MicOffIcon, SpeakerIcon } from '../../components/icons';
import type { VoiceRoomId } from '../../data/collabPlaces';
import { voiceParticipants, type VoiceParticipant } from './voiceParticipants';
import { Heading, MicNote, Participant, ParticipantName, Participants, Room, Status } from './voiceRoomStyles';

/**
 * A guest's voice room: who is in it, and Join / Leave for the user. There is no audio; joining only
 * adds the user to the list while this screen is open (local only, like the rest of the guest hub).
 */
export function GuestVoiceRoom({ roomId }: { roomId: VoiceRoomId }) {
  const [joined, setJoined] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const visitor = useVisitorIdentity();
  const participants: VoiceParticipant[] = joined
    ? [...voiceParticipants[roomId], { member: visitor, muted: false }]
    : voiceParticipants[roomId];

  function setPresence(join: boolean) {
    setJoined(join);
    setAnnouncement(join ? 'You joined the voice room.' : 'You left the voice room.');
  }

  return (
    <Room aria-labelledby="voice-participants-heading">
      <Heading id="voice-participants-heading">
        <SpeakerIcon />
        In this room ({participants.length})
      </Heading>
      <Participants>
        {participants.map(({ member, muted }) => (
          <Participant key={member.username}>
            <Avatar name={member.name} src={member.avatar} size={36} decorative />
            <ParticipantName>{member.name}</ParticipantName>
            {member === visitor ? <Badge $tone="success">You</Badge> : null}
            {muted ? (
              <MicNote>
                <MicOffIcon />
                Muted
              </MicNote>
            ) : null}
          </Participant>
        ))}
      </Participants>
      <div>
        {joined ? (
          <Button $variant="destructive" onClick={() => setPresence(false)}>
            Leave room
          </Button>
        ) : (
          <Button onClick={() => setPresence(true)}>Join room</Button>
        )}
      </div>
      <Status role="status">{announcement}</Status>
    </Room>
  );
}
