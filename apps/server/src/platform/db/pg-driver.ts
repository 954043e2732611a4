import pg from 'pg';
import type { Driver, Sql } from './db.ts';

const types = {
  getTypeParser(oid: number, format?: any) {
    if (oid === 20 || oid === 1700) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * A prepared statement goes by its name: pg parses it once per connection, then only binds and
 * executes it (decision 023). Inside a transaction it runs as plain text: transactions are the
 * writes, not the hot reads, and a failed statement there could not be retried.
 */
const named = (text: Sql, values: readonly unknown[]): pg.QueryConfig =>
  typeof text === 'string'
    ? { text, values: values as unknown[] }
    : { name: text.name, text: text.text, values: values as unknown[] };
const plain = (text: Sql, values: readonly unknown[]): pg.QueryConfig => ({
  text: typeof text === 'string' ? text : text.text,
  values: values as unknown[],
});

/**
 * A statement prepared before a migration changed a table its `*` reads fails with "cached plan
 * must not change result type" (another instance migrated while this one ran): the connection
 * forgets the statement and prepares it again, once.
 */
async function runNamed(pool: pg.Pool, text: Sql, values: readonly unknown[]) {
  if (typeof text === 'string') return (await pool.query(named(text, values))).rows;
  const client = await pool.connect();
  try {
    try {
      return (await client.query(named(text, values))).rows;
    } catch (error) {
      if ((error as { code?: string }).code !== '0A000') throw error;
      // The server may already have dropped it with the failed execution.
      await client.query(`DEALLOCATE "${text.name}"`).catch(() => {});
      // pg's record of what this connection has prepared (no public API to forget one).
      delete (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection
        .parsedStatements[text.name];
      return (await client.query(named(text, values))).rows;
    }
  } finally {
    client.release();
  }
}

/** A channel name as an SQL identifier (ours are fixed lower-case words). */
const channelName = (channel: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
};

export function createPgDriver(connectionString: string, max = 10): Driver & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max, types: types as any });
  pool.on('error', () => {
    // An idle client lost its server; the pool replaces it on next use.
  });
  return {
    kind: 'pg',
    pool,
    run: (text, params) => runNamed(pool, text, params),
    runScript: async (text) => {
      await pool.query(text);
    },
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn({
          run: async (text, params) => (await client.query(plain(text, params))).rows,
          runScript: async (text) => {
            await client.query(text);
          },
        });
      } finally {
        client.release();
      }
    },
    /** A connection of its own, outside the pool, held for the notifications. */
    async listen(channel, onMessage, onLost) {
      const client = new pg.Client({ connectionString });
      let stopped = false;
      const lost = () => {
        if (stopped) return;
        stopped = true;
        client.end().catch(() => {});
        onLost();
      };
      client.on('notification', (n) => {
        if (n.channel === channel) onMessage(n.payload ?? '');
      });
      client.on('error', lost);
      client.on('end', lost);
      await client.connect();
      await client.query(`LISTEN ${channelName(channel)}`);
      return async () => {
        stopped = true;
        await client.end().catch(() => {});
      };
    },
    close: () => pool.end(),
  };
}
