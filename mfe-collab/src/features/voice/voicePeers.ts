// The WebRTC side of a voice room: a full mesh, one RTCPeerConnection per other member in the room
// (docs/decisions/0069-voice-rooms.md). Knows nothing of React or of how signals travel.
import type { Signal } from '@mindset/member-contract';

/** What member-service passes between two members in a room (its `/signal` body): the contract's shape. */
export type VoiceSignal = Signal;

export interface VoiceMeshOptions {
  /** The member's own username. */
  self: string;
  /** The member's microphone, or null when they listen only. */
  microphone: MediaStream | null;
  iceServers: RTCIceServer[];
  /** Sends a signal to one member (through member-service and their live topic). */
  send: (to: string, signal: VoiceSignal) => Promise<void>;
  /** A member's audio arrived (a stream) or their connection closed (null). */
  onRemoteAudio: (username: string, stream: MediaStream | null) => void;
}

export interface VoiceMesh {
  /** The other members now in the room: connect to the new ones, close the ones who left. */
  sync(others: string[]): void;
  /** A signal from another member in this room. */
  receive(from: string, signal: VoiceSignal): void;
  close(): void;
}

/**
 * Who offers, so two members never offer to each other at once (glare): of each pair, the member
 * whose username sorts first. Both sides decide alone and agree, however their joins interleave.
 */
export const makesOffer = (self: string, other: string) => self < other;

interface Peer {
  connection: RTCPeerConnection;
  /** Signals go out one after another, so an offer reaches the other side before its candidates. */
  outbox: Promise<void>;
  /** Signals are applied one after another, so a candidate waits for the description it belongs to. */
  inbox: Promise<void>;
}

export function createVoiceMesh({ self, microphone, iceServers, send, onRemoteAudio }: VoiceMeshOptions): VoiceMesh {
  const peers = new Map<string, Peer>();
  let closed = false;

  function drop(username: string) {
    const peer = peers.get(username);
    if (!peer) return;
    peers.delete(username);
    peer.connection.close();
    onRemoteAudio(username, null);
  }

  /** Runs a step of one peer's negotiation; a step that fails leaves that connection unusable. */
  function step(username: string, peer: Peer, queue: 'inbox' | 'outbox', task: () => Promise<void>) {
    peer[queue] = peer[queue].then(task).catch(() => {
      if (peers.get(username) === peer) drop(username);
    });
  }

  function open(username: string, offering: boolean): Peer {
    const connection = new RTCPeerConnection({ iceServers });
    const peer: Peer = { connection, outbox: Promise.resolve(), inbox: Promise.resolve() };
    peers.set(username, peer);
    if (microphone) microphone.getAudioTracks().forEach((track) => connection.addTrack(track, microphone));
    // Listening only, the offer still needs an audio section to receive the others' voices in.
    else if (offering) connection.addTransceiver('audio', { direction: 'recvonly' });
    connection.addEventListener('icecandidate', ({ candidate }) => {
      if (!candidate) return;
      const signal: VoiceSignal = {
        type: 'candidate',
        candidate: candidate.candidate,
        sdpMid: candidate.sdpMid,
        sdpMLineIndex: candidate.sdpMLineIndex,
      };
      step(username, peer, 'outbox', () => send(username, signal));
    });
    // No network path worked: the next change to the room offers again (sync).
    connection.addEventListener('connectionstatechange', () => {
      if (connection.connectionState === 'failed' && peers.get(username) === peer) drop(username);
    });
    connection.addEventListener('track', ({ streams, track }) => {
      onRemoteAudio(username, streams[0] ?? new MediaStream([track]));
    });
    return peer;
  }

  function offer(username: string) {
    const peer = open(username, true);
    step(username, peer, 'outbox', async () => {
      await peer.connection.setLocalDescription(await peer.connection.createOffer());
      await send(username, { type: 'offer', sdp: peer.connection.localDescription?.sdp ?? '' });
    });
  }

  function answer(username: string, sdp: string) {
    // An offer always starts a connection afresh: the other member (re)joined.
    drop(username);
    const peer = open(username, false);
    step(username, peer, 'inbox', async () => {
      await peer.connection.setRemoteDescription({ type: 'offer', sdp });
      await peer.connection.setLocalDescription(await peer.connection.createAnswer());
      // Queued now, before the first candidate event can fire, so the answer goes out ahead of them.
      const description = peer.connection.localDescription?.sdp ?? '';
      step(username, peer, 'outbox', () => send(username, { type: 'answer', sdp: description }));
    });
  }

  return {
    sync(others) {
      if (closed) return;
      const present = new Set(others);
      [...peers.keys()].filter((username) => !present.has(username)).forEach(drop);
      others
        .filter((username) => username !== self && !peers.has(username) && makesOffer(self, username))
        .forEach(offer);
    },
    receive(from, signal) {
      if (closed || from === self) return;
      if (signal.type === 'offer') {
        answer(from, signal.sdp);
        return;
      }
      const peer = peers.get(from);
      if (!peer) return;
      if (signal.type === 'candidate') {
        const { candidate, sdpMid, sdpMLineIndex } = signal;
        // A candidate that cannot be used is one network path fewer; ICE tries the others.
        step(from, peer, 'inbox', () =>
          peer.connection.addIceCandidate({ candidate, sdpMid, sdpMLineIndex }).catch(() => undefined),
        );
      } else {
        step(from, peer, 'inbox', () => peer.connection.setRemoteDescription({ type: 'answer', sdp: signal.sdp }));
      }
    },
    close() {
      closed = true;
      [...peers.keys()].forEach(drop);
    },
  };
}
