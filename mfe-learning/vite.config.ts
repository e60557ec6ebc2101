import { defineRemoteConfig } from '../tooling/viteFederation';

export default defineRemoteConfig({ name: 'learning', port: 5002 });
