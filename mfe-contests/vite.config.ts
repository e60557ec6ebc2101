import { defineRemoteConfig } from '../tooling/viteFederation';
import { routesMeta } from './src/app/routes.meta';

export default defineRemoteConfig({ name: 'contests', port: 5003, routes: routesMeta });
