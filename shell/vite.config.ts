import type { ConfigEnv, UserConfig } from 'vite';
import { routesMeta as collabMeta } from '../mfe-collab/src/app/routes.meta';
import { routesMeta as communityMeta } from '../mfe-community/src/app/routes.meta';
import { routesMeta as contestsMeta } from '../mfe-contests/src/app/routes.meta';
import { routesMeta as learningMeta } from '../mfe-learning/src/app/routes.meta';
import { routesMeta as marketingMeta } from '../mfe-marketing/src/app/routes.meta';
import { pageHeads } from '../tooling/pageHeadsPlugin';
import { defineHostConfig } from '../tooling/viteFederation';
import { routesMeta as shellMeta } from './src/app/routes.meta';
import { areaMounts } from './src/app/routeTable';

const hostConfig = defineHostConfig({ port: Number(process.env.SHELL_PORT ?? 5173), areaMounts });

// Every area's page heads, read at build time from plain data files (decision record 0040).
const headsPlugin = pageHeads([
  { area: 'marketing', public: true, routes: marketingMeta },
  { area: 'learning', public: true, routes: learningMeta },
  { area: 'contests', public: true, routes: contestsMeta },
  { area: 'community', public: false, routes: communityMeta },
  { area: 'collab', public: false, routes: collabMeta },
  { area: 'shell', public: false, routes: shellMeta },
]);

export default (env: ConfigEnv): UserConfig => {
  const config = hostConfig(env);
  return { ...config, plugins: [...(config.plugins ?? []), headsPlugin] };
};
