import { NotFoundScreen, usePageHead, Route, Routes } from '@mindset/shared-ui';
import { LessonScreen } from '../features/lesson/LessonScreen';
import { ModuleDetailScreen } from '../features/module-detail/ModuleDetailScreen';
import { ModuleMaterialsScreen } from '../features/module-materials/ModuleMaterialsScreen';
import { ModulesScreen } from '../features/modules/ModulesScreen';
import { useMemberProgressSync } from '../store/useMemberProgressSync';
import { routesMeta } from './routes.meta';

/** The learning area: renders the paths it owns (federated as ./App). */
export default function App() {
  usePageHead(routesMeta);
  useMemberProgressSync();
  return (
    <Routes>
      <Route path="/modules" element={<ModulesScreen />} />
      <Route path="/modules/:moduleId" element={<ModuleDetailScreen />} />
      <Route path="/modules/:moduleId/materials" element={<ModuleMaterialsScreen />} />
      <Route path="/modules/:moduleId/lesson/:lessonId" element={<LessonScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
