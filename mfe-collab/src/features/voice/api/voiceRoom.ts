import {
  okSchema,
  parseEvent,
  signalAnswer,
  voiceRoomAnswer,
  voiceRoomEvent,
  voiceTopic,
  type Participant,
  type VoiceRoomAnswer,
  type VoiceRoomEvent,
} from '@mindset/member-contract';
import { memberRequest, subscribeLive, type MemberResult } from '@mindset/shared-ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyLive, readAfresh, served } from '../../../api/queryClient';
import type { VoiceRoomId } from '../../../data/collabPlaces';
import type { VoiceSignal } from '../voicePeers';

// What talks to member-service for a member's voice room (member-service/src/voice/routes.ts), and
// who is in it, in the hub's query cache.

const roomPath = (room: VoiceRoomId) => `/collab/voice/${room}`;
type Participants = VoiceRoomAnswer;

const roomQuery = (room: VoiceRoomId) =>
  queryOptions({
    queryKey: ['voice', room] as const,
    // Read again each time the room opens.
    staleTime: 0,
    queryFn: async () => (await served(memberRequest(roomPath(room), voiceRoomAnswer))).participants,
  });

function applyRoomEvent(participants: Participant[], event: VoiceRoomEvent): Participant[] {
  if (event.kind === 'voice.left') return participants.filter((entry) => entry.username !== event.username);
  const { participant } = event;
  return participants.some((entry) => entry.username === participant.username)
    ? participants.map((entry) => (entry.username === participant.username ? participant : entry))
    : [...participants, participant];
}

/** Who is in the room as this member now knows it (after an event, joining or leaving). */
export function setParticipants(room: VoiceRoomId, change: (participants: Participant[]) => Participant[]): void {
  applyLive(roomQuery(room).queryKey, change);
}

/**
 * Who is in the room, live for everyone with it open; read again once the subscription is in
 * place, so a join or leave between the first read and then is not missed.
 */
export function useVoiceRoom(room: VoiceRoomId) {
  useEffect(() => {
    const readAgain = () => void readAfresh(roomQuery(room).queryKey);
    return subscribeLive({
      topics: [voiceTopic(room)],
      onEvent: ({ data }) => {
        const event = parseEvent(voiceRoomEvent, data);
        if (event) setParticipants(room, (participants) => applyRoomEvent(participants, event));
      },
      onSubscribed: readAgain,
      onResync: readAgain,
    });
  }, [room]);
  return useQuery(roomQuery(room));
}

export const joinVoiceRoom = (room: VoiceRoomId, listenOnly: boolean): Promise<MemberResult<Participants>> =>
  memberRequest(roomPath(room), voiceRoomAnswer, { method: 'PUT', body: { listenOnly } });

export const leaveVoiceRoom = (room: VoiceRoomId): Promise<MemberResult<{ ok: true }>> =>
  memberRequest(roomPath(room), okSchema, { method: 'DELETE' });

export const sendVoiceSignal = (
  room: VoiceRoomId,
  to: string,
  signal: VoiceSignal,
): Promise<MemberResult<{ delivered: boolean }>> =>
  memberRequest(`${roomPath(room)}/signal`, signalAnswer, { method: 'POST', body: { to, signal } });

/**
 * STUN/TURN servers for WebRTC, from `VITE_ICE_SERVERS` at build time (a JSON array of
 * RTCIceServer). None by default: no outside server is reachable here, and members on one machine
 * or network connect through their host candidates. Production sets a TURN server (0069).
 */
export function configuredIceServers(raw: unknown = import.meta.env.VITE_ICE_SERVERS): RTCIceServer[] {
  if (typeof raw !== 'string' || raw.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.every((entry) => typeof entry === 'object' && entry && 'urls' in entry)) {
      return parsed as RTCIceServer[];
    }
  } catch {
    // Reported below, like any other value that is not a list of servers.
  }
  console.warn('VITE_ICE_SERVERS is not a JSON array of RTCIceServer; voice rooms use no STUN/TURN server.');
  return [];
}
