import { Route, Routes } from 'react-router';
import { NotFoundScreen } from 'shared-ui';

/** The community area: renders the paths it owns (federated as ./App). */
export default function App() {
  return (
    <Routes>
      <Route path="/community" element={<main id="main"><h1>Community</h1></main>} />
      <Route path="/community/*" element={<main id="main"><h1>Community page</h1></main>} />
      <Route path="/explore" element={<main id="main"><h1>Explore</h1></main>} />
      <Route path="/search" element={<main id="main"><h1>Search</h1></main>} />
      <Route path="/profile" element={<main id="main"><h1>Profile</h1></main>} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
