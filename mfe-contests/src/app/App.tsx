import { NotFoundScreen, usePageHead, Route, Routes } from '@mindset/shared-ui';
import { EbookDownloadScreen } from '../features/ebook-download/EbookDownloadScreen';
import { EbookScreen } from '../features/ebook/EbookScreen';
import { EventsScreen } from '../features/events/EventsScreen';
import { SurveyScreen } from '../features/survey/SurveyScreen';
import { EbookLayout } from './EbookLayout';
import { routesMeta } from './routes.meta';

/** The contests area: renders the paths it owns (federated as ./App). */
export default function App() {
  usePageHead(routesMeta);
  return (
    <Routes>
      <Route path="/events" element={<EventsScreen />} />
      <Route path="/survey" element={<SurveyScreen />} />
      <Route element={<EbookLayout />}>
        <Route path="/ebook" element={<EbookScreen />} />
        <Route path="/ebook/download" element={<EbookDownloadScreen />} />
      </Route>
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
