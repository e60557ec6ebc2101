import { lazy, Suspense, type ComponentType } from 'react';
import { NotFoundScreen, usePageHead, Route, Routes } from '@mindset/shared-ui';
import { ScreenLoading } from '../components/ScreenLoading';
import { FeedScreen } from '../features/feed/FeedScreen';
import { CommunityLayout } from './CommunityLayout';
import { MemberSeam } from './MemberSeam';
import { routesMeta } from './routes.meta';

/** A screen from a module with named exports, loaded when its route is first shown. */
function lazyScreen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// The feed is the community's landing page and ships in the first chunk; every other screen loads
// on demand, so the feed's first load carries none of their code.
const ActivityScreen = lazyScreen(() => import('../features/activity/ActivityScreen'), 'ActivityScreen');
const CollaborateScreen = lazyScreen(() => import('../features/collaborate/CollaborateScreen'), 'CollaborateScreen');
const CreatePostScreen = lazyScreen(() => import('../features/create-post/CreatePostScreen'), 'CreatePostScreen');
const CreatorProfileScreen = lazyScreen(
  () => import('../features/creator/CreatorProfileScreen'),
  'CreatorProfileScreen',
);
const DiscoverScreen = lazyScreen(() => import('../features/discover/DiscoverScreen'), 'DiscoverScreen');
const HashtagScreen = lazyScreen(() => import('../features/hashtag/HashtagScreen'), 'HashtagScreen');
const HelpCenterScreen = lazyScreen(() => import('../features/help/HelpCenterScreen'), 'HelpCenterScreen');
const LocationScreen = lazyScreen(() => import('../features/location/LocationScreen'), 'LocationScreen');
const MessagesScreen = lazyScreen(() => import('../features/messages/MessagesScreen'), 'MessagesScreen');
const NewThreadScreen = lazyScreen(() => import('../features/messages/NewThreadScreen'), 'NewThreadScreen');
const ThreadScreen = lazyScreen(() => import('../features/messages/ThreadScreen'), 'ThreadScreen');
const PostDetailScreen = lazyScreen(() => import('../features/post/PostDetailScreen'), 'PostDetailScreen');
const ProfileScreen = lazyScreen(() => import('../features/profile/ProfileScreen'), 'ProfileScreen');
const SavedScreen = lazyScreen(() => import('../features/saved/SavedScreen'), 'SavedScreen');
const SearchResultsScreen = lazyScreen(() => import('../features/search/SearchResultsScreen'), 'SearchResultsScreen');
const SearchScreen = lazyScreen(() => import('../features/search/SearchScreen'), 'SearchScreen');
const AccountSettingsScreen = lazyScreen(
  () => import('../features/settings/AccountSettingsScreen'),
  'AccountSettingsScreen',
);
const EditProfileScreen = lazyScreen(() => import('../features/settings/EditProfileScreen'), 'EditProfileScreen');
const NotificationSettingsScreen = lazyScreen(
  () => import('../features/settings/NotificationSettingsScreen'),
  'NotificationSettingsScreen',
);
const PrivacySettingsScreen = lazyScreen(
  () => import('../features/settings/PrivacySettingsScreen'),
  'PrivacySettingsScreen',
);
const SecuritySettingsScreen = lazyScreen(
  () => import('../features/settings/SecuritySettingsScreen'),
  'SecuritySettingsScreen',
);
const SettingsHomeScreen = lazyScreen(() => import('../features/settings/SettingsHomeScreen'), 'SettingsHomeScreen');
const CreateStoryScreen = lazyScreen(() => import('../features/stories/CreateStoryScreen'), 'CreateStoryScreen');
const StoryViewerScreen = lazyScreen(() => import('../features/stories/StoryViewerScreen'), 'StoryViewerScreen');

/** The community area (federated as ./App): every /community path plus /explore, /search and /profile. */
export default function App() {
  usePageHead(routesMeta);
  return (
    // Screens inside the layout suspend there; this boundary is for the full-screen story viewer.
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        <Route
          path="/community/stories/:username"
          element={
            <MemberSeam>
              <StoryViewerScreen />
            </MemberSeam>
          }
        />
        <Route element={<CommunityLayout />}>
          <Route path="/community" element={<FeedScreen />} />
          <Route path="/community/feed" element={<FeedScreen />} />
          <Route path="/community/create" element={<CreatePostScreen />} />
          <Route path="/community/stories/create" element={<CreateStoryScreen />} />
          <Route path="/community/post/:postId" element={<PostDetailScreen />} />
          <Route path="/community/search" element={<SearchScreen />} />
          <Route path="/search" element={<SearchScreen />} />
          <Route path="/community/search/results" element={<SearchResultsScreen />} />
          <Route path="/community/saved" element={<SavedScreen />} />
          <Route path="/community/hashtag/:hashtag" element={<HashtagScreen />} />
          <Route path="/community/location/:location" element={<LocationScreen />} />
          <Route path="/community/activity" element={<ActivityScreen />} />
          <Route path="/explore" element={<DiscoverScreen />} />
          <Route path="/community/collaborate" element={<CollaborateScreen />} />
          <Route path="/community/profile/:username" element={<ProfileScreen />} />
          <Route path="/profile" element={<ProfileScreen />} />
          <Route path="/community/creator/:username" element={<CreatorProfileScreen />} />
          <Route path="/community/messages" element={<MessagesScreen />} />
          <Route path="/community/messages/new" element={<NewThreadScreen />} />
          <Route path="/community/messages/:threadId" element={<ThreadScreen />} />
          <Route path="/community/settings" element={<SettingsHomeScreen />} />
          <Route path="/community/settings/edit-profile" element={<EditProfileScreen />} />
          <Route path="/community/settings/privacy" element={<PrivacySettingsScreen />} />
          <Route path="/community/settings/notifications" element={<NotificationSettingsScreen />} />
          <Route path="/community/settings/account" element={<AccountSettingsScreen />} />
          <Route path="/community/settings/security" element={<SecuritySettingsScreen />} />
          <Route path="/community/help" element={<HelpCenterScreen />} />
          {/* Inside the layout: an unknown community path keeps the community's header and bar. */}
          <Route path="*" element={<NotFoundScreen landmark={false} />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
