import { renameVisitor, type SampleMember } from '@mindset/shared-ui';
import type { StateCreator } from 'zustand';
import { CURRENT_USERNAME, findUser, type CommunityUser } from '../data/users';
import type { CommunityState } from './communityStore';

/** The profile fields the member can change on the Edit profile screen. */
export type ProfileEdits = Pick<CommunityUser, 'name' | 'bio' | 'website' | 'email' | 'phone'>;

/** Product rules (Community): eight privacy switches. */
export interface PrivacySettings {
  privateAccount: boolean;
  hideStory: boolean;
  hideLastSeen: boolean;
  allowMessageRequests: boolean;
  showActivity: boolean;
  allowTagging: boolean;
  allowMentions: boolean;
  showOnlineStatus: boolean;
}

/** Product rules (Community): thirteen notification switches. */
export interface NotificationSettings {
  pushNotifications: boolean;
  emailNotifications: boolean;
  smsNotifications: boolean;
  likes: boolean;
  comments: boolean;
  newFollowers: boolean;
  mentions: boolean;
  directMessages: boolean;
  storyViews: boolean;
  postUploads: boolean;
  liveVideos: boolean;
  productUpdates: boolean;
  marketingEmails: boolean;
}

/** The two switches of the Security screen; they apply at once (there is no save button there). */
export interface SecuritySettings {
  twoFactorSms: boolean;
  loginAlerts: boolean;
}

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  privateAccount: false,
  hideStory: false,
  hideLastSeen: false,
  allowMessageRequests: true,
  showActivity: true,
  allowTagging: true,
  allowMentions: true,
  showOnlineStatus: true,
};

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  pushNotifications: true,
  emailNotifications: true,
  smsNotifications: false,
  likes: true,
  comments: true,
  newFollowers: true,
  mentions: true,
  directMessages: true,
  storyViews: false,
  postUploads: true,
  liveVideos: true,
  productUpdates: true,
  marketingEmails: false,
};

export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = { twoFactorSms: false, loginAlerts: true };

/** A direct message the member sent; sample replies stay read-only data in the messages feature. */
export interface SentMessage {
  id: string;
  content: string;
  /** ISO date-time. */
  sentAt: string;
}

/** A conversation the member opened with someone who had no sample thread. */
export interface StartedThread {
  id: string;
  username: string;
  /** ISO date-time. */
  startedAt: string;
}

/** The member's own account: sent messages, profile edits and saved settings (part 2 of the community). */
export interface AccountSlice {
  /** null until the member saves the Edit profile form; then merged over the sample user. */
  profileEdits: ProfileEdits | null;
  saveProfile: (edits: ProfileEdits) => void;

  privacySettings: PrivacySettings;
  savePrivacySettings: (settings: PrivacySettings) => void;
  notificationSettings: NotificationSettings;
  saveNotificationSettings: (settings: NotificationSettings) => void;
  securitySettings: SecuritySettings;
  setSecuritySetting: (key: keyof SecuritySettings, value: boolean) => void;

  /** threadId -> messages the member sent, oldest first. */
  sentMessages: Record<string, SentMessage[]>;
  startedThreads: StartedThread[];
  /** threadIds the member has opened, so their sample unread counts no longer show. */
  readThreads: Record<string, boolean>;
  sendMessage: (threadId: string, content: string) => void;
  /** Opens (or reuses) a conversation with someone; returns its thread id. */
  startThread: (username: string) => string;
  markThreadRead: (threadId: string) => void;
}

function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export const createAccountSlice: StateCreator<CommunityState, [['zustand/persist', unknown]], [], AccountSlice> = (
  set,
  get,
) => ({
  profileEdits: null,
  saveProfile: (edits) => {
    // The name is the visitor's everywhere on the site, not only in the community.
    renameVisitor(edits.name);
    set({ profileEdits: edits });
  },

  privacySettings: DEFAULT_PRIVACY_SETTINGS,
  savePrivacySettings: (settings) => set({ privacySettings: settings }),
  notificationSettings: DEFAULT_NOTIFICATION_SETTINGS,
  saveNotificationSettings: (settings) => set({ notificationSettings: settings }),
  securitySettings: DEFAULT_SECURITY_SETTINGS,
  setSecuritySetting: (key, value) =>
    set((state) => ({ securitySettings: { ...state.securitySettings, [key]: value } })),

  sentMessages: {},
  startedThreads: [],
  readThreads: {},
  sendMessage: (threadId, content) =>
    set((state) => ({
      sentMessages: {
        ...state.sentMessages,
        [threadId]: [
          ...(state.sentMessages[threadId] ?? []),
          { id: newId(), content, sentAt: new Date().toISOString() },
        ],
      },
    })),
  startThread: (username) => {
    const existing = get().startedThreads.find((thread) => thread.username === username);
    if (existing) return existing.id;
    // A generated id rather than the username: usernames hold dots, which static servers read as file names.
    const thread: StartedThread = { id: `thread-${newId()}`, username, startedAt: new Date().toISOString() };
    set((state) => ({ startedThreads: [...state.startedThreads, thread] }));
    return thread.id;
  },
  markThreadRead: (threadId) =>
    set((state) => (state.readThreads[threadId] ? state : { readThreads: { ...state.readThreads, [threadId]: true } })),
});

/**
 * The signed-in member's profile as others see it: the sample user with the saved edits on top, and
 * the visitor's name and avatar as every area shows them (`useVisitorProfile()`).
 */
export function currentUserProfile(edits: ProfileEdits | null, visitor: SampleMember): CommunityUser {
  const sample = findUser(CURRENT_USERNAME);
  if (!sample) throw new Error(`The sample data has no current user ${CURRENT_USERNAME}`);
  return { ...sample, ...edits, name: visitor.name, avatar: visitor.avatar };
}
