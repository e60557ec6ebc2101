import { defineRemoteConfig } from '@mindset/federation-config';
import { routesMeta } from './src/app/routes.meta';

export default defineRemoteConfig({ name: 'collab', port: 5005, routes: routesMeta });
