import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/auth/passwords';
import { HASHING_BUSY, ScryptPool } from '../src/auth/scryptPool';

const OPTIONS = { N: 2 ** 10, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

describe('password hashing in the worker pool', () => {
  it('hashes and verifies: the right password matches, a wrong one does not, each hash has its own salt', async () => {
    const stored = await hashPassword('correct horse 1');
    expect(stored).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse 1', stored)).toBe(true);
    expect(await verifyPassword('correct horse 2', stored)).toBe(false);
    expect(await hashPassword('correct horse 1')).not.toBe(stored);
  });

  it('verifies a hash made in-process before the pool existed (same scrypt, same format)', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('an older password'.normalize('NFKC'), salt, 32, {
      N: 2 ** 14,
      r: 8,
      p: 5,
      maxmem: 64 * 1024 * 1024,
    });
    const stored = ['scrypt', 2 ** 14, 8, 5, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('an older password', stored)).toBe(true);
    expect(await verifyPassword('an older passwore', stored)).toBe(false);
  });

  it('derives the same keys as scrypt itself, many at once, and refuses what exceeds its queue with a 503', async () => {
    const pool = new ScryptPool(1, 2);
    try {
      const inputs = Array.from({ length: 4 }, (_, index) => ({ password: `pass ${index}`, salt: randomBytes(16) }));
      const results = await Promise.allSettled(
        inputs.map(({ password, salt }) => pool.derive(password, salt, 32, OPTIONS)),
      );
      // One running and two waiting fit; the fourth is refused at once.
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
      results.slice(0, 3).forEach((result, index) => {
        const input = inputs[index];
        if (result.status !== 'fulfilled' || !input) throw new Error('expected a key');
        expect(result.value.equals(scryptSync(input.password, input.salt, 32, OPTIONS))).toBe(true);
      });
      const refused = results[3];
      expect(refused?.status === 'rejected' && refused.reason).toMatchObject({
        statusCode: 503,
        message: HASHING_BUSY,
      });

      // The queue drained: the pool takes work again.
      const again = await pool.derive('later', Buffer.alloc(16), 32, OPTIONS);
      expect(again.equals(scryptSync('later', Buffer.alloc(16), 32, OPTIONS))).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it('reports a scrypt error (parameters over the memory limit) as a failed promise, and keeps working', async () => {
    const pool = new ScryptPool(1, 4);
    try {
      await expect(pool.derive('x', Buffer.alloc(16), 32, { ...OPTIONS, N: 2 ** 20, maxmem: 1024 })).rejects.toThrow(
        /memory/i,
      );
      const key = await pool.derive('x', Buffer.alloc(16), 32, OPTIONS);
      expect(key.length).toBe(32);
    } finally {
      await pool.close();
    }
  });
});
