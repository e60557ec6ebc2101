import { NotFoundScreen, Route, Routes, usePageHead } from '@mindset/shared-ui';
import { AnnouncementsScreen } from '../features/announcements/AnnouncementsScreen';
import { AuditScreen } from '../features/audit/AuditScreen';
import { ContestsScreen } from '../features/contests/ContestsScreen';
import { MemberScreen } from '../features/member/MemberScreen';
import { MembersScreen } from '../features/members/MembersScreen';
import { QueueScreen } from '../features/queue/QueueScreen';
import { SupportTicketScreen } from '../features/support/SupportTicketScreen';
import { SupportTicketsScreen } from '../features/support/SupportTicketsScreen';
import { routesMeta } from './routes.meta';
import { StudioLayout } from './StudioLayout';

/** The studio area: renders the paths it owns (federated as ./App). */
export default function App() {
  usePageHead(routesMeta);
  return (
    <Routes>
      <Route element={<StudioLayout />}>
        <Route path="/studio" element={<QueueScreen />} />
        <Route path="/studio/members" element={<MembersScreen />} />
        <Route path="/studio/members/:username" element={<MemberScreen />} />
        <Route path="/studio/announcements" element={<AnnouncementsScreen />} />
        <Route path="/studio/support" element={<SupportTicketsScreen />} />
        <Route path="/studio/support/:reference" element={<SupportTicketScreen />} />
        <Route path="/studio/contests" element={<ContestsScreen />} />
        <Route path="/studio/audit" element={<AuditScreen />} />
      </Route>
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
