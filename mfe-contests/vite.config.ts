import { defineRemoteConfig } from '../tooling/viteFederation';

export default defineRemoteConfig({ name: 'contests', port: 5003 });
