import { memberRequest } from '@mindset/shared-ui';
import { memberPageAnswer, okSchema } from '@mindset/member-contract';
import { useServed } from '../../../components/useServed';

export function useMemberPage(username: string) {
  return useServed(`/moderation/members/${encodeURIComponent(username)}`, memberPageAnswer);
}

const memberPath = (username: string, what: string) => `/moderation/members/${encodeURIComponent(username)}/${what}`;

async function send(path: string, method: 'PUT' | 'DELETE', body?: object): Promise<string | null> {
  return (await memberRequest(path, okSchema, { method, body })).error;
}

export const suspend = (username: string, until: Date, reason: string) =>
  send(memberPath(username, 'suspension'), 'PUT', { until: until.toISOString(), reason });
export const liftSuspension = (username: string, reason: string) =>
  send(memberPath(username, 'suspension'), 'DELETE', { reason });
export const ban = (username: string, reason: string) => send(memberPath(username, 'ban'), 'PUT', { reason });
export const liftBan = (username: string, reason: string) => send(memberPath(username, 'ban'), 'DELETE', { reason });
export const setRole = (username: string, role: 'member' | 'moderator') =>
  send(memberPath(username, 'role'), 'PUT', { role });
export const pin = (postId: string, pinned: boolean) =>
  send(`/moderation/announcements/${encodeURIComponent(postId)}`, pinned ? 'PUT' : 'DELETE');
