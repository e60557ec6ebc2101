import { defineHostConfig } from '@mindset/federation-config';

export default defineHostConfig({ port: Number(process.env.SHELL_PORT ?? 5173) });
