import type { RouteMeta } from '@mindset/shared-ui';

const community = 'Mindset Community';

/** The head of every community page: read by the page (usePageHead) and by the server that sends its HTML. */
export const routesMeta: RouteMeta[] = [
  // The whole area, for mounting: an unknown community path still opens in the community's layout.
  {
    path: '/community/*',
    chrome: 'own',
    title: community,
    description: 'Share wins, follow members and talk with a community that has your back.',
  },
  {
    path: '/community',
    chrome: 'own',
    title: `Feed · ${community}`,
    description: 'Stories and posts from members breaking mental barriers: wins, routines and lessons learned.',
  },
  {
    path: '/community/feed',
    chrome: 'own',
    title: `Feed · ${community}`,
    description: 'Stories and posts from members breaking mental barriers: wins, routines and lessons learned.',
  },
  {
    path: '/community/create',
    chrome: 'own',
    title: `New Post · ${community}`,
    description: 'Share a photo or video with a caption.',
  },
  {
    path: '/community/stories/create',
    chrome: 'own',
    title: `New Story · ${community}`,
    description: 'Share a photo story or a text story on one of six backgrounds.',
  },
  {
    path: '/community/stories/:username',
    chrome: 'own',
    title: `Stories · ${community}`,
    description: "A member's stories, one at a time.",
  },
  {
    path: '/community/post/:postId',
    chrome: 'own',
    title: `Post · ${community}`,
    description: 'A community post with its comments.',
  },
  {
    path: '/community/search',
    chrome: 'own',
    title: `Search · ${community}`,
    description: 'Search posts, people, hashtags and places.',
  },
  {
    path: '/search',
    chrome: 'own',
    title: `Search · ${community}`,
    description: 'Search posts, people, hashtags and places.',
  },
  {
    path: '/community/search/results',
    chrome: 'own',
    title: `Search Results · ${community}`,
    description: 'Posts, people, hashtags and places matching your search.',
  },
  {
    path: '/community/saved',
    chrome: 'own',
    title: `Saved · ${community}`,
    description: 'The posts you saved and liked.',
  },
  {
    path: '/community/hashtag/:hashtag',
    chrome: 'own',
    title: `Hashtag · ${community}`,
    description: 'Top and recent posts with this hashtag.',
  },
  {
    path: '/community/location/:location',
    chrome: 'own',
    title: `Place · ${community}`,
    description: 'Top and recent posts from this place.',
  },
  {
    path: '/community/activity',
    chrome: 'own',
    title: `Activity · ${community}`,
    description: 'Likes, follows, comments and mentions: yours and the people you follow.',
  },
  {
    path: '/explore',
    chrome: 'own',
    title: `Discover · ${community}`,
    description: 'Trending topics, people to follow, courses and goals.',
  },
  {
    path: '/community/collaborate',
    chrome: 'own',
    title: `Collaborate · ${community}`,
    description: 'Groups, challenges and events to join with other members.',
  },
  {
    path: '/community/profile/:username',
    chrome: 'own',
    title: `Profile · ${community}`,
    description: "A member's posts, highlights and tagged photos.",
  },
  {
    path: '/profile',
    chrome: 'own',
    title: `Your Profile · ${community}`,
    description: 'Your posts, highlights and tagged photos.',
  },
  {
    path: '/community/creator/:username',
    chrome: 'own',
    title: `Creator · ${community}`,
    description: "A creator's posts, courses and awards.",
  },
  {
    path: '/community/messages',
    chrome: 'own',
    title: `Messages · ${community}`,
    description: 'Your conversations with members.',
  },
  {
    path: '/community/messages/new',
    chrome: 'own',
    title: `New Message · ${community}`,
    description: 'Start a conversation with a member.',
  },
  {
    path: '/community/messages/:threadId',
    chrome: 'own',
    title: `Conversation · ${community}`,
    description: 'A conversation with a member.',
  },
  {
    path: '/community/settings',
    chrome: 'own',
    title: `Settings · ${community}`,
    description: 'Your profile, privacy, notifications, account and security.',
  },
  {
    path: '/community/settings/edit-profile',
    chrome: 'own',
    title: `Edit Profile · ${community}`,
    description: 'Change your name, bio, website, email and phone.',
  },
  {
    path: '/community/settings/privacy',
    chrome: 'own',
    title: `Privacy Settings · ${community}`,
    description: 'Who sees your posts, stories, activity and status.',
  },
  {
    path: '/community/settings/notifications',
    chrome: 'own',
    title: `Notification Settings · ${community}`,
    description: 'Which notifications you get, and how.',
  },
  {
    path: '/community/settings/account',
    chrome: 'own',
    title: `Account Settings · ${community}`,
    description: 'Password, data download, deactivation and deletion.',
  },
  {
    path: '/community/settings/security',
    chrome: 'own',
    title: `Security · ${community}`,
    description: 'Password, two-factor codes, login alerts and sessions.',
  },
  {
    path: '/community/help',
    chrome: 'own',
    title: `Help Center · ${community}`,
    description: 'Help articles and answers about the community.',
  },
];
