import * as z from 'zod/mini';
import { text } from './text';

/** The hub's voice rooms (product rules, "Collab"). */
export const VOICE_ROOMS = ['morning', 'evening'] as const;
export type VoiceRoom = (typeof VOICE_ROOMS)[number];
/** An SDP offer or answer is a few kilobytes; anything far larger is not one. */
export const MAX_SIGNAL_CHARS = 20_000;

/** Someone online or in a voice room. */
export const personSchema = z.object({ username: z.string(), name: z.string(), avatarUrl: z.nullable(z.string()) });
export type Person = z.infer<typeof personSchema>;
export const participantSchema = z.extend(personSchema, { listenOnly: z.boolean() });
export type Participant = z.infer<typeof participantSchema>;

/** `GET /api/members/collab/presence`: members online now. */
export const presenceAnswer = z.object({ online: z.array(personSchema) });
export type PresenceAnswer = z.infer<typeof presenceAnswer>;

export const roomParams = z.object({ room: z.enum(VOICE_ROOMS, { error: 'There is no such voice room.' }) });
export type RoomParams = z.infer<typeof roomParams>;

/** `GET` and `PUT /api/members/collab/voice/:room`: who is in it. */
export const voiceRoomAnswer = z.object({ participants: z.array(participantSchema) });
export type VoiceRoomAnswer = z.infer<typeof voiceRoomAnswer>;
/** `PUT /api/members/collab/voice/:room`: join, without a microphone when listenOnly. */
export const joinVoiceRequest = z.strictObject({
  listenOnly: z.boolean({ error: 'Say whether you join to listen only.' }),
});
export type JoinVoiceRequest = z.input<typeof joinVoiceRequest>;

const signalText = (label: string, max: number) =>
  text({ label, max, tooLong: 'That call signal is not one we can pass on.' });

/** A WebRTC offer, answer or ICE candidate, passed as it is between two members in a room. */
export const signalSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.enum(['offer', 'answer']), sdp: signalText('A call signal', MAX_SIGNAL_CHARS) }),
    z.strictObject({
      type: z.literal('candidate'),
      candidate: signalText('A call candidate', 2_000),
      sdpMid: z.nullable(signalText('A call candidate', 64)),
      sdpMLineIndex: z.nullable(
        z
          .int({ error: 'That call signal is not one we can pass on.' })
          .check(
            z.minimum(0, 'That call signal is not one we can pass on.'),
            z.maximum(64, 'That call signal is not one we can pass on.'),
          ),
      ),
    }),
  ],
  { error: 'That call signal is not one we can pass on.' },
);
export type Signal = z.infer<typeof signalSchema>;

/** `POST /api/members/collab/voice/:room/signal`: delivered is false when they have left. */
export const signalRequest = z.strictObject({
  to: text({ label: 'A username', max: 40, required: 'Name a member.' }),
  signal: signalSchema,
});
export type SignalRequest = z.input<typeof signalRequest>;
export const signalAnswer = z.object({ delivered: z.boolean() });
export type SignalAnswer = z.infer<typeof signalAnswer>;

/** `POST /api/members/collab/conversations/:conversation/typing`: params only; the answer is ok. */
export const typingParams = z.object({
  conversation: text({ label: 'A channel', max: 40, required: 'Name a channel.' }),
});
export type TypingParams = z.infer<typeof typingParams>;
