import { memberTopic, parseEvent, voiceSignalEvent, type Participant } from '@mindset/member-contract';
import { useEffect, useRef, useState } from 'react';
import { subscribeLive, type Member } from '@mindset/shared-ui';
import type { VoiceRoomId } from '../../data/collabPlaces';
import { createVoiceMesh, type VoiceMesh } from './voicePeers';
import {
  configuredIceServers,
  joinVoiceRoom,
  leaveVoiceRoom,
  sendVoiceSignal,
  setParticipants,
  useVoiceRoom,
} from './api/voiceRoom';

const voiceMessages = {
  joining: 'Joining the voice room…',
  joined: 'You joined the voice room.',
  listenOnly: 'Microphone unavailable: you joined listen-only. Others in the room can still be heard.',
  left: 'You left the voice room.',
} as const;

export type VoicePhase = 'out' | 'joining' | 'in';

/** The room before it is read: one list, so what depends on it does not run again each render. */
const nobody: Participant[] = [];

/** The member's part in the room while they are in it: their microphone and their connections. */
interface VoiceSession {
  mesh: VoiceMesh;
  microphone: MediaStream | null;
}

/** The microphone, or null when it is refused or the browser has none (no secure context). */
async function requestMicrophone(): Promise<MediaStream | null> {
  try {
    return (await navigator.mediaDevices?.getUserMedia({ audio: true })) ?? null;
  } catch {
    return null;
  }
}

function stopMicrophone(microphone: MediaStream | null): void {
  microphone?.getTracks().forEach((track) => track.stop());
}

function endSession(session: VoiceSession): void {
  session.mesh.close();
  stopMicrophone(session.microphone);
}

/**
 * A member's voice room: who is in it (live for everyone with it open), joining with the
 * microphone or listen-only, and the peer-to-peer audio while in it. Leaving the screen leaves the
 * room. `audioContainer` is where the other members' audio elements go.
 */
export function useMemberVoiceRoom(room: VoiceRoomId, member: Member) {
  const roomQuery = useVoiceRoom(room);
  const participants = roomQuery.data ?? nobody;
  const loaded = !roomQuery.isPending;
  const [phase, setPhase] = useState<VoicePhase>('out');
  const [status, setStatus] = useState('');
  const session = useRef<VoiceSession | null>(null);
  const audioContainer = useRef<HTMLDivElement>(null);
  const audios = useRef(new Map<string, HTMLAudioElement>());
  /** False once the screen is gone: a join still in flight then leaves at once. */
  const onScreen = useRef(false);

  useEffect(
    () =>
      subscribeLive({
        topics: [memberTopic(member.id)],
        onEvent: ({ data }) => {
          const event = parseEvent(voiceSignalEvent, data);
          if (event?.room === room) {
            session.current?.mesh.receive(event.from, event.signal);
          }
        },
      }),
    [room, member.id],
  );

  useEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
      const current = session.current;
      session.current = null;
      if (!current) return;
      endSession(current);
      void leaveVoiceRoom(room);
    };
  }, [room]);

  // Connect to whoever is in the room once in it, and to each member who joins after.
  useEffect(() => {
    if (phase === 'in') session.current?.mesh.sync(participants.map((entry) => entry.username));
  }, [phase, participants]);

  function playRemoteAudio(username: string, stream: MediaStream | null) {
    const previous = audios.current.get(username);
    if (previous) {
      previous.srcObject = null;
      previous.remove();
      audios.current.delete(username);
    }
    if (!stream) return;
    const audio = document.createElement('audio');
    audio.autoplay = true;
    audio.dataset.peer = username;
    audio.srcObject = stream;
    audios.current.set(username, audio);
    audioContainer.current?.append(audio);
  }

  async function join() {
    if (phase !== 'out') return;
    setPhase('joining');
    setStatus(voiceMessages.joining);
    const microphone = await requestMicrophone();
    if (!onScreen.current) {
      stopMicrophone(microphone);
      return;
    }
    const current: VoiceSession = {
      microphone,
      mesh: createVoiceMesh({
        self: member.username,
        microphone,
        iceServers: configuredIceServers(),
        send: async (to, signal) => {
          // A signal that fails (the other member just left) has no one left to reach.
          await sendVoiceSignal(room, to, signal);
        },
        onRemoteAudio: playRemoteAudio,
      }),
    };
    // In place before the service is told, as others may send their offers the moment it is.
    session.current = current;
    const result = await joinVoiceRoom(room, microphone === null);
    if (session.current !== current) {
      // The screen closed while joining; its leave may have reached the service first.
      if (result.error === null) void leaveVoiceRoom(room);
      return;
    }
    if (result.error !== null) {
      session.current = null;
      endSession(current);
      setPhase('out');
      setStatus(result.error);
      return;
    }
    setParticipants(room, () => result.data.participants);
    setPhase('in');
    setStatus(microphone ? voiceMessages.joined : voiceMessages.listenOnly);
  }

  async function leave() {
    const current = session.current;
    if (phase !== 'in' || !current) return;
    session.current = null;
    endSession(current);
    setPhase('out');
    setParticipants(room, (entries) => entries.filter((entry) => entry.username !== member.username));
    setStatus(voiceMessages.left);
    const result = await leaveVoiceRoom(room);
    if (result.error !== null && onScreen.current) setStatus(result.error);
  }

  // A room that could not be read says why, until something the member does says more.
  const shown = status || (roomQuery.error?.message ?? '');
  return { participants, loaded, phase, status: shown, join, leave, audioContainer };
}
