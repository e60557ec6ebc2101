/**
 * Why a member session ended. The first five are member-service's own (each is a WebSocket close
 * code of the live connection); `session-expired` is a session the page found gone without being told.
 */
export type SessionEndReason =
  | 'signed-out'
  | 'signed-out-elsewhere'
  | 'password-changed'
  | 'account-deactivated'
  | 'account-deleted'
  | 'session-expired';

/** member-service's close codes of a revoked session (docs/decisions/0075-revoked-sessions-end-their-sockets.md). */
export const sessionEndCloseCodes: Readonly<Record<number, SessionEndReason>> = {
  4411: 'signed-out',
  4412: 'signed-out-elsewhere',
  4413: 'password-changed',
  4414: 'account-deactivated',
  4415: 'account-deleted',
};

/** What a page whose session ended elsewhere tells the visitor. */
export const sessionEndMessages: Readonly<Record<SessionEndReason, string>> = {
  'signed-out': 'You signed out in another tab of this browser.',
  'signed-out-elsewhere': 'You were signed out from another device.',
  'password-changed': 'Your password was changed, so you were signed out here. Sign in with your new password.',
  'account-deactivated': 'Your account was deactivated, so you were signed out.',
  'account-deleted': 'Your account was deleted, so you were signed out.',
  'session-expired': 'Your session has ended. Sign in again to continue.',
};

type ClearMemberData = (reason: SessionEndReason) => void;

const clearers = new Set<ClearMemberData>();
/**
 * Every browser-storage key an area ever said holds member data, kept in storage itself: a sign-out
 * on a page where that area's code never loaded still removes its data.
 */
const MEMBER_DATA_KEYS = 'mindset-member-data-keys';

function storages(): Storage[] {
  return typeof window === 'undefined' ? [] : [window.localStorage, window.sessionStorage];
}

function knownMemberDataKeys(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(MEMBER_DATA_KEYS) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

function rememberMemberDataKeys(keys: readonly string[]): void {
  if (keys.length === 0 || typeof window === 'undefined') return;
  const known = knownMemberDataKeys();
  const added = keys.filter((key) => !known.includes(key));
  if (added.length > 0) window.localStorage.setItem(MEMBER_DATA_KEYS, JSON.stringify([...known, ...added]));
}

/**
 * The one sign-out event of the page. An area's store that holds anything of a member (served data,
 * a persisted form, a cache) registers here once: when the session ends, however it ends (Log out,
 * deletion, or revoked elsewhere and heard live), `clear` empties what it holds in memory, and
 * `storageKeys` are removed from the browser's storage, on this page or any later one. Returns the
 * unregister function.
 */
export function onSignOut(clear: ClearMemberData, storageKeys: readonly string[] = []): () => void {
  clearers.add(clear);
  rememberMemberDataKeys(storageKeys);
  return () => clearers.delete(clear);
}

/** Empties every store and storage key registered with `onSignOut`. */
export function clearMemberData(reason: SessionEndReason): void {
  for (const storage of storages()) for (const key of knownMemberDataKeys()) storage.removeItem(key);
  clearers.forEach((clear) => clear(reason));
}
