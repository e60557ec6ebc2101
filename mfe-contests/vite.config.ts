import { defineRemoteConfig } from '@mindset/federation-config';
import { routesMeta } from './src/app/routes.meta';

export default defineRemoteConfig({ name: 'contests', port: 5003, routes: routesMeta });
