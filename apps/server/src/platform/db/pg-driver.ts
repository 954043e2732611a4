import pg from 'pg';
import type { Driver } from './db.ts';

const types = {
  getTypeParser(oid: number, format?: any) {
    if (oid === 20 || oid === 1700) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
};

export function createPgDriver(connectionString: string, max = 10): Driver & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max, types: types as any });
  pool.on('error', () => {
    // An idle client lost its server; the pool replaces it on next use.
  });
  return {
    kind: 'pg',
    pool,
    run: async (text, params) => (await pool.query(text, params as unknown[])).rows,
    runScript: async (text) => {
      await pool.query(text);
    },
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn({
          run: async (text, params) => (await client.query(text, params as unknown[])).rows,
          runScript: async (text) => {
            await client.query(text);
          },
        });
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
