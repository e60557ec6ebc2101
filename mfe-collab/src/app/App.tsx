import { NotFoundScreen, usePageHead, Route, Routes } from '@mindset/shared-ui';
import { textChannels, voiceRooms } from '../data/collabPlaces';
import { ChatPane } from '../features/chat/ChatPane';
import { GroupScreen } from '../features/chat/GroupScreen';
import { VoiceRoomScreen } from '../features/voice/VoiceRoomScreen';
import { CollabLayout } from './CollabLayout';
import { routesMeta } from './routes.meta';

/** The collab area: renders the paths it owns (federated as ./App). */
export default function App() {
  usePageHead(routesMeta);
  return (
    <Routes>
      <Route path="/collab" element={<CollabLayout />}>
        {/* Product rules (Collab): the index and /collab/general are the same general chat. */}
        <Route index element={<ChatPane key="general" conversationId="general" />} />
        {textChannels.map((channel) => (
          <Route
            key={channel.id}
            path={channel.path}
            element={<ChatPane key={channel.id} conversationId={channel.id} />}
          />
        ))}
        <Route path="/collab/groups/:groupId" element={<GroupScreen />} />
        {voiceRooms.map((room) => (
          <Route key={room.id} path={room.path} element={<VoiceRoomScreen key={room.id} roomId={room.id} />} />
        ))}
        {/* Inside the layout: an unknown path keeps the hub's sidebar and header. */}
        <Route path="*" element={<NotFoundScreen landmark={false} />} />
      </Route>
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
