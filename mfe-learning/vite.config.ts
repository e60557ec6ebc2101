import { defineRemoteConfig } from '@mindset/federation-config';
import { prerenderPaths } from './src/app/prerenderPaths';
import { routesMeta } from './src/app/routes.meta';

export default defineRemoteConfig({
  name: 'learning',
  port: 5002,
  routes: routesMeta,
  // The modules page, every module overview and every lesson (decision 0095), listed from the
  // programme data. Stored progress and notes are read through the learning store, whose hooks give
  // its initial state while hydrating, so a returning visitor's page hydrates as rendered, then
  // shows what they did.
  prerender: prerenderPaths,
});
