import { defineRemoteConfig } from '@mindset/federation-config';
import { routesMeta } from './src/app/routes.meta';

export default defineRemoteConfig({
  name: 'learning',
  port: 5002,
  routes: routesMeta,
  // The modules page (decision 0095). Stored progress is read through the learning store, whose
  // hooks give its initial state while hydrating, so a returning visitor's page hydrates as
  // rendered, then shows their progress. Not listed: a module's overview ("Download Materials" does
  // nothing until hydration) and a lesson (its notes field takes the stored notes when it first renders).
  prerender: ['/modules'],
});
