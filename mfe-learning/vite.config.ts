import { defineRemoteConfig } from '@mindset/federation-config';
import { routesMeta } from './src/app/routes.meta';

export default defineRemoteConfig({ name: 'learning', port: 5002, routes: routesMeta });
