import {
  okSchema,
  signalAnswer,
  voiceRoomAnswer,
  type Participant,
  type VoiceRoomAnswer,
} from '@mindset/member-contract';
import { memberRequest, type MemberResult } from '@mindset/shared-ui';
import type { VoiceRoomId } from '../../data/collabPlaces';
import type { VoiceSignal } from './voicePeers';

// What talks to member-service for a member's voice room (member-service/src/routes/voice.ts).

export type ServedVoiceParticipant = Participant;

export const voiceRoomTopic = (room: VoiceRoomId) => `voice:${room}`;
export const memberTopic = (memberId: string) => `member:${memberId}`;

const roomPath = (room: VoiceRoomId) => `/collab/voice/${room}`;
type Participants = VoiceRoomAnswer;

export const readVoiceRoom = (room: VoiceRoomId): Promise<MemberResult<Participants>> =>
  memberRequest(roomPath(room), voiceRoomAnswer);

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
