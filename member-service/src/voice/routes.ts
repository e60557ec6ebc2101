import { httpError } from '@mindset/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorSchema,
  joinVoiceRequest,
  okSchema,
  presenceAnswer,
  roomParams,
  signalAnswer,
  signalRequest,
  typingParams,
  voiceRoomAnswer,
} from '@mindset/member-contract';
import { isConversation, NO_SUCH_CONVERSATION, visibleConversations } from '../chat/store';
import { inVoiceRoom, joinVoiceRoom, leaveVoiceRoom, readOnline, readVoiceRoom } from './store';
import { chatTopic, memberTopic, voiceTopic } from '../live/topics';
import { mayReach } from '../policy/policy';
import { standingOf } from '../policy/store';
import { perSessionLimit, requireMember, type RouteContext } from '../http/context';

export const NOT_IN_ROOM = 'Join the room first.';
/** A call cannot connect two members with a block between them. */
export const CANNOT_SIGNAL = 'You cannot connect a call with this member.';

/**
 * Presence, typing and voice rooms: who is online, who is typing in a channel, who is in a voice
 * room, and the WebRTC signalling between the members in one (docs/decisions/0068-collab-chat.md).
 */
export function presenceRoutes(app: FastifyInstance, context: RouteContext): void {
  const { config, database, live } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/members/collab/presence',
    {
      schema: {
        summary: 'Members online now (who let others see it); changes arrive live on the "presence" topic',
        response: { 200: presenceAnswer, 401: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return { online: await readOnline(database, member.id) };
    },
  );

  api.post(
    '/api/members/collab/conversations/:conversation/typing',
    {
      // A client says so at most every few seconds while typing.
      config: perSessionLimit(config, 40),
      schema: {
        summary: 'Tell the channel you are typing (shown for a few seconds)',
        params: typingParams,
        response: { 200: okSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { conversation } = request.params;
      if (!isConversation(conversation) || !visibleConversations(member.role).includes(conversation)) {
        throw httpError(404, NO_SUCH_CONVERSATION);
      }
      await live.publish(database, chatTopic(conversation), {
        kind: 'typing',
        username: member.username,
        name: member.name,
        at: new Date().toISOString(),
      });
      return { ok: true as const };
    },
  );

  api.get(
    '/api/members/collab/voice/:room',
    {
      schema: {
        summary: 'Who is in a voice room; joins and leaves arrive live on "voice:<room>"',
        params: roomParams,
        response: { 200: voiceRoomAnswer, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      return { participants: await readVoiceRoom(database, request.params.room, member.id) };
    },
  );

  api.put(
    '/api/members/collab/voice/:room',
    {
      schema: {
        summary: 'Join a voice room (listenOnly without a microphone); everyone sees you in it',
        params: roomParams,
        body: joinVoiceRequest,
        response: { 200: voiceRoomAnswer, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { room } = request.params;
      await database.transaction(async (tx) => {
        await joinVoiceRoom(tx, room, member.id, request.body.listenOnly);
        const [joined] = (await readVoiceRoom(tx, room, member.id)).filter(
          (entry) => entry.username === member.username,
        );
        await live.publish(tx, voiceTopic(room), { kind: 'voice.joined', participant: joined });
      });
      return { participants: await readVoiceRoom(database, room, member.id) };
    },
  );

  api.delete(
    '/api/members/collab/voice/:room',
    {
      schema: {
        summary: 'Leave a voice room',
        params: roomParams,
        response: { 200: okSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { room } = request.params;
      await database.transaction(async (tx) => {
        if (await leaveVoiceRoom(tx, room, member.id))
          await live.publish(tx, voiceTopic(room), { kind: 'voice.left', username: member.username });
      });
      return { ok: true as const };
    },
  );

  api.post(
    '/api/members/collab/voice/:room/signal',
    {
      config: perSessionLimit(config, 600),
      schema: {
        summary:
          'Pass a WebRTC offer, answer or ICE candidate to another member in the room (sent only to them, on their own topic; delivered is false when they have left)',
        params: roomParams,
        body: signalRequest,
        response: { 200: signalAnswer, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { member } = await requireMember(context, request);
      const { room } = request.params;
      const inRoom = await inVoiceRoom(database, room, member.id, request.body.to);
      if (!inRoom.some((row) => row.member_id === member.id)) throw httpError(403, NOT_IN_ROOM);
      const peer = inRoom.find((row) => row.username === request.body.to && row.member_id !== member.id);
      // A peer that just left is the usual race at the end of a call, not a mistake: nothing to deliver.
      if (!peer) return { delivered: false };
      const standing = await standingOf(database, member.id, peer.member_id);
      if (!standing || !mayReach(standing)) throw httpError(403, CANNOT_SIGNAL);
      await live.publish(database, memberTopic(peer.member_id), {
        kind: 'voice.signal',
        room,
        from: member.username,
        signal: request.body.signal,
      });
      return { delivered: true };
    },
  );
}
