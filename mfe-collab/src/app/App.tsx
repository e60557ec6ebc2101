import { Route, Routes } from 'react-router';
import { NotFoundScreen } from 'shared-ui';

/** The collab area: renders the paths it owns (federated as ./App). */
export default function App() {
  return (
    <Routes>
      <Route path="/collab" element={<main id="main"><h1>Collaboration</h1></main>} />
      <Route path="/collab/*" element={<main id="main"><h1>Collaboration channel</h1></main>} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
