import { defineRemoteConfig } from '@mindset/federation-config';
import { routesMeta } from './src/app/routes.meta';

export default defineRemoteConfig({
  name: 'marketing',
  port: 5001,
  routes: routesMeta,
  // Pages that read nothing of the visitor's device or the clock while rendering (decision 0095).
  prerender: [
    '/',
    '/join',
    '/about',
    '/support',
    '/legal',
    '/legal/privacy',
    '/legal/terms',
    '/legal/cookies',
    '/signin',
  ],
});
