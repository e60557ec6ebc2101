import {
  memberAnswer,
  notificationSettingsAnswer,
  okSchema,
  sessionsAnswer,
  settingsSchema,
  signedOutOthersAnswer,
  type DigestFrequency,
  type NotificationChannel,
  type NotificationKind,
  type Settings,
  type SignedInSession,
} from '@mindset/member-contract';
import { memberRequest, memberMessages, saveFile, useSessionStore, type Member } from '@mindset/shared-ui';
import type { ProfileEdits } from '../../store/accountSlice';

/**
 * A signed-in member's account at member-service: every settings screen goes through here, so the
 * Account and Security screens share one password change and one way of ending a session.
 * A change answers null on success or the service's own sentence; a read answers `{data}` or `{error}`.
 */

/** Product rules (Community) for a profile photo: images only, at most 10 MB (the service resizes it). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const photoMessages = {
  notAnImage: 'Choose a photo: a JPEG, PNG, WebP, GIF or AVIF image.',
  tooLarge: 'A photo can be at most 10 MB. Choose a smaller one.',
} as const;
export const DATA_READY = 'Your data download is ready.';

export type MemberSettings = Settings;
export type MemberSession = SignedInSession;

/** The member the service answered with becomes the one every area shows. */
function showMember(member: Member): void {
  useSessionStore.setState({ member });
}

export async function saveMemberProfile(changes: Partial<ProfileEdits>): Promise<string | null> {
  const result = await memberRequest('/me/profile', memberAnswer, { method: 'PATCH', body: changes });
  if (result.error !== null) return result.error;
  showMember(result.data.member);
  return null;
}

/** Checks the file here first, so nothing too large or not an image is sent in vain. */
export async function uploadMemberPhoto(file: File): Promise<string | null> {
  if (!file.type.startsWith('image/')) return photoMessages.notAnImage;
  if (file.size > MAX_PHOTO_BYTES) return photoMessages.tooLarge;
  const result = await memberRequest('/me/photo', memberAnswer, { method: 'PUT', body: file });
  if (result.error !== null) return result.error;
  showMember(result.data.member);
  return null;
}

export async function removeMemberPhoto(): Promise<string | null> {
  const result = await memberRequest('/me/photo', memberAnswer, { method: 'DELETE' });
  if (result.error !== null) return result.error;
  showMember(result.data.member);
  return null;
}

export function loadMemberSettings() {
  return memberRequest('/me/settings', settingsSchema);
}

export async function saveMemberSettings(changes: Partial<MemberSettings>): Promise<string | null> {
  const result = await memberRequest('/me/settings', settingsSchema, { method: 'PUT', body: changes });
  return result.error;
}

/** Where each kind of notification reaches the member, as the service works it out from their choices and switches. */
export function loadNotificationChannels() {
  return memberRequest('/notifications/settings', notificationSettingsAnswer);
}

/** One kind's channel; the answer is every kind's, as the service now keeps them. */
export function saveNotificationChannel(kind: NotificationKind, channel: NotificationChannel) {
  return memberRequest('/notifications/settings', notificationSettingsAnswer, {
    method: 'PUT',
    body: { channels: { [kind]: channel } },
  });
}

/** How often the digest email comes, or never; the answer is every choice, as the service now keeps them. */
export function saveDigestFrequency(digest: DigestFrequency) {
  return memberRequest('/notifications/settings', notificationSettingsAnswer, { method: 'PUT', body: { digest } });
}

/** The service checks the current password, and signs the member's other browsers out. */
export async function changeMemberPassword(currentPassword: string, newPassword: string): Promise<string | null> {
  const result = await memberRequest('/me/password', okSchema, {
    method: 'POST',
    body: { currentPassword, newPassword },
  });
  return result.error;
}

export function loadMemberSessions() {
  return memberRequest('/me/sessions', sessionsAnswer);
}

export function signOutOtherSessions() {
  return memberRequest('/me/sessions/others', signedOutOthersAnswer, { method: 'DELETE' });
}

/** A ZIP of everything the service holds about the member, saved by the browser. */
export async function downloadMemberData(): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch('/api/members/me/export', {
      credentials: 'same-origin',
      // Building the archive can take a moment for a long-standing member.
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    return memberMessages.unreachable;
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    return body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
      ? body.error
      : memberMessages.unreachable;
  }
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'mindset-data.zip';
  saveFile(fileName, await response.blob());
  return null;
}

/** Deactivate or delete: the service signs the member out everywhere, and this page becomes a clean guest's. */
export async function closeMemberAccount(action: 'deactivate' | 'delete'): Promise<string | null> {
  const result = await useSessionStore
    .getState()
    .endSessionHere(action === 'delete' ? 'account-deleted' : 'account-deactivated', () =>
      memberRequest(`/me/${action}`, okSchema, { method: 'POST' }),
    );
  return result.error;
}
