import { defineHostConfig } from '../tooling/viteFederation';

export default defineHostConfig({ port: Number(process.env.SHELL_PORT ?? 5173) });
