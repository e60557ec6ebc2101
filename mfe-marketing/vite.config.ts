import { defineRemoteConfig } from '../tooling/viteFederation';

export default defineRemoteConfig({ name: 'marketing', port: 5001 });
