import { Route, Routes } from 'react-router';
import { NotFoundScreen } from 'shared-ui';
import { ActivityScreen } from '../features/activity/ActivityScreen';
import { CollaborateScreen } from '../features/collaborate/CollaborateScreen';
import { CreatePostScreen } from '../features/create-post/CreatePostScreen';
import { CreatorProfileScreen } from '../features/creator/CreatorProfileScreen';
import { DiscoverScreen } from '../features/discover/DiscoverScreen';
import { FeedScreen } from '../features/feed/FeedScreen';
import { HashtagScreen } from '../features/hashtag/HashtagScreen';
import { HelpCenterScreen } from '../features/help/HelpCenterScreen';
import { LocationScreen } from '../features/location/LocationScreen';
import { MessagesScreen } from '../features/messages/MessagesScreen';
import { NewThreadScreen } from '../features/messages/NewThreadScreen';
import { ThreadScreen } from '../features/messages/ThreadScreen';
import { PostDetailScreen } from '../features/post/PostDetailScreen';
import { ProfileScreen } from '../features/profile/ProfileScreen';
import { SavedScreen } from '../features/saved/SavedScreen';
import { SearchResultsScreen } from '../features/search/SearchResultsScreen';
import { SearchScreen } from '../features/search/SearchScreen';
import { AccountSettingsScreen } from '../features/settings/AccountSettingsScreen';
import { EditProfileScreen } from '../features/settings/EditProfileScreen';
import { NotificationSettingsScreen } from '../features/settings/NotificationSettingsScreen';
import { PrivacySettingsScreen } from '../features/settings/PrivacySettingsScreen';
import { SecuritySettingsScreen } from '../features/settings/SecuritySettingsScreen';
import { SettingsHomeScreen } from '../features/settings/SettingsHomeScreen';
import { CreateStoryScreen } from '../features/stories/CreateStoryScreen';
import { StoryViewerScreen } from '../features/stories/StoryViewerScreen';
import { CommunityLayout } from './CommunityLayout';

/** The community area (federated as ./App): every /community path plus /explore, /search and /profile. */
export default function App() {
  return (
    <Routes>
      <Route path="/community/stories/:username" element={<StoryViewerScreen />} />
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
      </Route>
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
