import { Route, Routes } from 'react-router';
import { NotFoundScreen } from 'shared-ui';

/** The learning area: renders the paths it owns (federated as ./App). */
export default function App() {
  return (
    <Routes>
      <Route path="/modules" element={<main id="main"><h1>Training Modules</h1></main>} />
      <Route path="/modules/:moduleId" element={<main id="main"><h1>Module</h1></main>} />
      <Route path="/modules/:moduleId/lesson/:lessonId" element={<main id="main"><h1>Lesson</h1></main>} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
