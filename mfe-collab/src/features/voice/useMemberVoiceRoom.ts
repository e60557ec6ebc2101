import { parseEvent, voiceRoomEvent, voiceSignalEvent, type VoiceRoomEvent } from '@mindset/member-contract';
import { useEffect, useRef, useState } from 'react';
import { subscribeLive, type Member } from '@mindset/shared-ui';
import type { VoiceRoomId } from '../../data/collabPlaces';
import { createVoiceMesh, type VoiceMesh } from './voicePeers';
import {
  configuredIceServers,
  joinVoiceRoom,
  leaveVoiceRoom,
  memberTopic,
  readVoiceRoom,
  sendVoiceSignal,
  voiceRoomTopic,
  type ServedVoiceParticipant,
} from './voiceService';

const voiceMessages = {
  joining: 'Joining the voice room…',
  joined: 'You joined the voice room.',
  listenOnly: 'Microphone unavailable: you joined listen-only. Others in the room can still be heard.',
  left: 'You left the voice room.',
} as const;

export type VoicePhase = 'out' | 'joining' | 'in';

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

function applyRoomEvent(participants: ServedVoiceParticipant[], event: VoiceRoomEvent): ServedVoiceParticipant[] {
  if (event.kind === 'voice.left') return participants.filter((entry) => entry.username !== event.username);
  const { participant } = event;
  return participants.some((entry) => entry.username === participant.username)
    ? participants.map((entry) => (entry.username === participant.username ? participant : entry))
    : [...participants, participant];
}

/**
 * A member's voice room: who is in it (live for everyone with it open), joining with the
 * microphone or listen-only, and the peer-to-peer audio while in it. Leaving the screen leaves the
 * room. `audioContainer` is where the other members' audio elements go.
 */
export function useMemberVoiceRoom(room: VoiceRoomId, member: Member) {
  const [participants, setParticipants] = useState<ServedVoiceParticipant[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [phase, setPhase] = useState<VoicePhase>('out');
  const [status, setStatus] = useState('');
  const session = useRef<VoiceSession | null>(null);
  const audioContainer = useRef<HTMLDivElement>(null);
  const audios = useRef(new Map<string, HTMLAudioElement>());
  /** False once the screen is gone: a join still in flight then leaves at once. */
  const onScreen = useRef(false);

  useEffect(() => {
    async function load() {
      const result = await readVoiceRoom(room);
      if (result.error !== null) setStatus(result.error);
      else setParticipants(result.data.participants);
      setLoaded(true);
    }
    // Subscribed before reading, so no join or leave falls between the two.
    const stopRoom = subscribeLive({
      topics: [voiceRoomTopic(room)],
      onEvent: ({ data }) => {
        const event = parseEvent(voiceRoomEvent, data);
        if (event) setParticipants((current) => applyRoomEvent(current, event));
      },
      onResync: () => void load(),
    });
    const stopSignals = subscribeLive({
      topics: [memberTopic(member.id)],
      onEvent: ({ data }) => {
        const event = parseEvent(voiceSignalEvent, data);
        if (event?.room === room) {
          session.current?.mesh.receive(event.from, event.signal);
        }
      },
    });
    void load();
    return () => {
      stopRoom();
      stopSignals();
    };
  }, [room, member.id]);

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
    setParticipants(result.data.participants);
    setPhase('in');
    setStatus(microphone ? voiceMessages.joined : voiceMessages.listenOnly);
  }

  async function leave() {
    const current = session.current;
    if (phase !== 'in' || !current) return;
    session.current = null;
    endSession(current);
    setPhase('out');
    setParticipants((entries) => entries.filter((entry) => entry.username !== member.username));
    setStatus(voiceMessages.left);
    const result = await leaveVoiceRoom(room);
    if (result.error !== null && onScreen.current) setStatus(result.error);
  }

  return { participants, loaded, phase, status, join, leave, audioContainer };
}
