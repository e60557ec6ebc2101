import { Route, Routes } from 'react-router';
import { NotFoundScreen } from 'shared-ui';

/** The marketing area: renders the paths it owns (federated as ./App). */
export default function App() {
  return (
    <Routes>
      <Route path="/" element={<main id="main"><h1>Break mental barriers. Build success.</h1></main>} />
      <Route path="/join" element={<main id="main"><h1>Join</h1></main>} />
      <Route path="/about" element={<main id="main"><h1>About</h1></main>} />
      <Route path="/support" element={<main id="main"><h1>Support</h1></main>} />
      <Route path="/legal" element={<main id="main"><h1>Legal</h1></main>} />
      <Route path="/legal/privacy" element={<main id="main"><h1>Privacy Policy</h1></main>} />
      <Route path="/legal/terms" element={<main id="main"><h1>Terms of Service</h1></main>} />
      <Route path="/legal/cookies" element={<main id="main"><h1>Cookie Policy</h1></main>} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
