import { defineRemoteConfig } from '../tooling/viteFederation';

export default defineRemoteConfig({ name: 'collab', port: 5005 });
