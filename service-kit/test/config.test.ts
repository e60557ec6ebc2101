import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConfigError,
  databaseVariables,
  milliseconds,
  parseEnvironment,
  port,
  positiveWholeNumber,
  toDatabaseConfig,
  trustedProxies,
} from '../src';

const schema = z.object({
  SERVICE_PORT: port.default(4000),
  LIMIT: positiveWholeNumber.default(5),
  API_KEY: z
    .string()
    .regex(/^key_\w+$/, 'must look like key_...')
    .optional(),
  ...databaseVariables('/tmp/default-pglite'),
});

function problemsOf(environment: Record<string, string>): ConfigError {
  try {
    parseEnvironment(schema, environment, { secretVariables: ['API_KEY'] });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseEnvironment', () => {
  it('gives the defaults, and treats an empty variable as unset', () => {
    const env = parseEnvironment(schema, { SERVICE_PORT: '', LIMIT: '7' });
    expect(env).toMatchObject({ SERVICE_PORT: 4000, LIMIT: 7, PGLITE_DIR: '/tmp/default-pglite' });
    expect(toDatabaseConfig(env)).toEqual({ kind: 'pglite', dataDir: '/tmp/default-pglite' });
  });

  it('reads DATABASE_URL and DATABASE_SCHEMA into a PostgreSQL configuration', () => {
    const env = parseEnvironment(schema, { DATABASE_URL: 'postgres://u@db:5432/x', DATABASE_SCHEMA: 'members' });
    expect(toDatabaseConfig(env)).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/x', schema: 'members' });
  });

  it('reports every bad value on one line, naming the variable and what it got', () => {
    const error = problemsOf({ SERVICE_PORT: 'abc', LIMIT: '0' });
    expect(error.message).not.toContain('\n');
    expect(error.message).toBe(
      'Invalid configuration: SERVICE_PORT must be a whole number from 0 to 65535 (got "abc"); ' +
        'LIMIT must be a whole number of at least 1 (got "0")',
    );
  });

  it('never echoes a secret or a database URL', () => {
    const error = problemsOf({ API_KEY: 'hunter2-secret', DATABASE_URL: 'mysql://root:pw@host/db' });
    expect(error.message).toContain('API_KEY must look like key_...');
    expect(error.message).toContain('DATABASE_URL must be a PostgreSQL URL');
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain(':pw@');
  });
});

describe('trustedProxies and milliseconds', () => {
  const proxySchema = z.object({ TRUST_PROXY: trustedProxies.default(false), WAIT_MS: milliseconds(100).default(500) });

  it('reads a hop count, a list of addresses, or none', () => {
    expect(parseEnvironment(proxySchema, {})).toEqual({ TRUST_PROXY: false, WAIT_MS: 500 });
    expect(parseEnvironment(proxySchema, { TRUST_PROXY: '2', WAIT_MS: '1500' })).toEqual({
      TRUST_PROXY: 2,
      WAIT_MS: 1500,
    });
    expect(parseEnvironment(proxySchema, { TRUST_PROXY: '10.0.0.0/8, ::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it('refuses "true", which would let any client choose its own address, and too short a wait', () => {
    expect(() => parseEnvironment(proxySchema, { TRUST_PROXY: 'true', WAIT_MS: '50' })).toThrow(
      'Invalid configuration: TRUST_PROXY must be the number of proxies in front of the service (1 to 9) or a ' +
        'comma-separated list of their addresses (10.0.0.0/8, ::1); "true" would let any client choose its own ' +
        'address (got "true"); WAIT_MS must be a whole number of milliseconds of at least 100 (got "50")',
    );
  });
});
