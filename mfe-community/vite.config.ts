import { defineRemoteConfig } from '../tooling/viteFederation';

export default defineRemoteConfig({ name: 'community', port: 5004 });
