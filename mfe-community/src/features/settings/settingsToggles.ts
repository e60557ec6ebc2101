import type { NotificationSettings, PrivacySettings } from '../../store/accountSlice';

export interface ToggleItem<T> {
  key: keyof T;
  label: string;
  description: string;
}

export interface ToggleGroup<T> {
  title: string;
  items: ToggleItem<T>[];
}

/** Product rules (Community): the eight privacy switches, grouped as the screen shows them. */
export const privacyToggleGroups: ToggleGroup<PrivacySettings>[] = [
  {
    title: 'Account privacy',
    items: [
      {
        key: 'privateAccount',
        label: 'Private account',
        description: 'Only followers you approve can see your posts.',
      },
    ],
  },
  {
    title: 'Interactions',
    items: [
      {
        key: 'allowMessageRequests',
        label: 'Allow message requests',
        description: "Let people you don't follow send you messages.",
      },
      { key: 'allowTagging', label: 'Allow tagging', description: 'Let others tag you in their posts.' },
      { key: 'allowMentions', label: 'Allow mentions', description: 'Let others @mention you in posts and comments.' },
    ],
  },
  {
    title: 'Activity and visibility',
    items: [
      { key: 'showActivity', label: 'Show activity status', description: 'Let followers see what you like and share.' },
      {
        key: 'showOnlineStatus',
        label: 'Show online status',
        description: "Show a green dot when you're online.",
      },
      {
        key: 'hideStory',
        label: 'Hide story',
        description: 'Keep your stories from people you choose not to share with.',
      },
      { key: 'hideLastSeen', label: 'Hide last seen', description: 'Keep when you were last active to yourself.' },
    ],
  },
];

/** Product rules (Community): the thirteen notification switches, grouped as the screen shows them. */
export const notificationToggleGroups: ToggleGroup<NotificationSettings>[] = [
  {
    title: 'How you are notified',
    items: [
      { key: 'pushNotifications', label: 'Push notifications', description: 'Alerts on this device.' },
      { key: 'emailNotifications', label: 'Email notifications', description: 'Updates sent to your email address.' },
      { key: 'smsNotifications', label: 'SMS notifications', description: 'Text messages to your phone.' },
    ],
  },
  {
    title: 'Activity',
    items: [
      { key: 'likes', label: 'Likes', description: 'When someone likes your post.' },
      { key: 'comments', label: 'Comments', description: 'When someone comments on your post.' },
      { key: 'newFollowers', label: 'New followers', description: 'When someone starts following you.' },
      { key: 'mentions', label: 'Mentions', description: 'When someone mentions you.' },
      { key: 'directMessages', label: 'Direct messages', description: 'When someone sends you a message.' },
      { key: 'storyViews', label: 'Story views', description: 'When someone views your story.' },
    ],
  },
  {
    title: 'From people you follow',
    items: [
      { key: 'postUploads', label: 'Post uploads', description: 'When people you follow share a post.' },
      { key: 'liveVideos', label: 'Live videos', description: 'When people you follow go live.' },
    ],
  },
  {
    title: 'From Mindset',
    items: [
      { key: 'productUpdates', label: 'Product updates', description: 'New features and improvements.' },
      { key: 'marketingEmails', label: 'Marketing emails', description: 'Offers, courses and events.' },
    ],
  },
];
