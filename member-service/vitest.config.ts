import { serviceTestOptions } from '@mindset/service-kit/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: serviceTestOptions });
