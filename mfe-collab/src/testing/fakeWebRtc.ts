// Test-only: jsdom has no microphone and no WebRTC. Stand-ins that record what the page asked of them.
import { vi } from 'vitest';

/** A microphone stream with one audio track, whose `stop` a test can check. */
export function fakeMicrophone() {
  const track = { kind: 'audio', stop: vi.fn() } as unknown as MediaStreamTrack;
  const stream = { getTracks: () => [track], getAudioTracks: () => [track] } as unknown as MediaStream;
  return { stream, track };
}

/** Answers `getUserMedia` with `answer` (a stream, or a refusal when it rejects). */
export function stubMicrophone(answer: () => Promise<MediaStream>) {
  const getUserMedia = vi.fn(answer);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return getUserMedia;
}

/** An RTCPeerConnection that negotiates with fixed descriptions; every one made is in `connections`. */
export class FakePeerConnection extends EventTarget {
  static connections: FakePeerConnection[] = [];
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  readonly tracks: MediaStreamTrack[] = [];
  readonly transceivers: string[] = [];
  readonly candidates: RTCIceCandidateInit[] = [];
  closed = false;

  constructor(readonly configuration: RTCConfiguration) {
    super();
    FakePeerConnection.connections.push(this);
  }

  addTrack(track: MediaStreamTrack) {
    this.tracks.push(track);
  }

  addTransceiver(kind: string, init: RTCRtpTransceiverInit) {
    this.transceivers.push(`${kind}:${init.direction}`);
  }

  createOffer() {
    return Promise.resolve({ type: 'offer', sdp: 'offer-sdp' });
  }

  createAnswer() {
    return Promise.resolve({ type: 'answer', sdp: 'answer-sdp' });
  }

  setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description;
    return Promise.resolve();
  }

  setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
    return Promise.resolve();
  }

  addIceCandidate(candidate: RTCIceCandidateInit) {
    this.candidates.push(candidate);
    return Promise.resolve();
  }

  close() {
    this.closed = true;
  }

  /** The browser found a network path to offer the other side. */
  findCandidate(candidate: string) {
    this.dispatchEvent(
      Object.assign(new Event('icecandidate'), { candidate: { candidate, sdpMid: '0', sdpMLineIndex: 0 } }),
    );
  }

  /** The other side's audio arrived. */
  receiveAudio(stream: MediaStream) {
    this.dispatchEvent(Object.assign(new Event('track'), { streams: [stream], track: {} }));
  }
}

/** Installs the fake as the global RTCPeerConnection, with no connection made yet. */
export function stubWebRtc() {
  FakePeerConnection.connections = [];
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
}
