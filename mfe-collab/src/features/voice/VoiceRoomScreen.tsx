import { useState } from 'react';
import styled from 'styled-components';
import { Avatar, Badge, Button, useVisitorIdentity } from '@mindset/shared-ui';
import { MicOffIcon, SpeakerIcon } from '../../components/icons';
import type { VoiceRoomId } from '../../data/collabPlaces';
import { voiceParticipants, type VoiceParticipant } from './voiceParticipants';

const Room = styled.section`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: 0;
`;

const Participants = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Participant = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const ParticipantName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-right: auto;
`;

const Muted = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A voice room: who is in it, and Join / Leave for the user. There is no audio; joining only adds
 * the user to the list while this screen is open (local only, like the rest of the hub).
 */
export function VoiceRoomScreen({ roomId }: { roomId: VoiceRoomId }) {
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
              <Muted>
                <MicOffIcon />
                Muted
              </Muted>
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
