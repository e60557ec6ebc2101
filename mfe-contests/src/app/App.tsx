import { Route, Routes } from 'react-router';
import { NotFoundScreen } from 'shared-ui';

/** The contests area: renders the paths it owns (federated as ./App). */
export default function App() {
  return (
    <Routes>
      <Route path="/events" element={<main id="main"><h1>Events</h1></main>} />
      <Route path="/survey" element={<main id="main"><h1>Survey</h1></main>} />
      <Route path="/ebook" element={<main id="main"><h1>Ebook</h1></main>} />
      <Route path="/ebook/download" element={<main id="main"><h1>Download</h1></main>} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
