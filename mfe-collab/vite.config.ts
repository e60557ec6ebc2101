import type { ConfigEnv } from 'vite';
import { defineRemoteConfig } from '../tooling/viteFederation';

const remoteConfig = defineRemoteConfig({ name: 'collab', port: 5005 });

// The layout tests render the whole area and click through it; on a busy CI machine that can pass
// Vitest's 5-second default without anything being wrong.
export default (env: ConfigEnv) => {
  const config = remoteConfig(env);
  return { ...config, test: { ...config.test, testTimeout: 20_000 } };
};
