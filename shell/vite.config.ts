import { defineHostConfig } from '../tooling/viteFederation';
import { areaMounts } from './src/app/routeTable';

export default defineHostConfig({ port: Number(process.env.SHELL_PORT ?? 5173), areaMounts });
