import { defineRemoteConfig } from '@mindset/federation-config';
import { routesMeta } from './src/app/routes.meta';

export default defineRemoteConfig({ name: 'studio', port: 5006, routes: routesMeta });
