import type { Queryable } from '../platform/db/index.ts';

const CHUNK = 4000;

/**
 * Inserts many rows in one statement per chunk: the rows travel as one JSON parameter and are
 * unpacked by jsonb_to_recordset. `columns` is the record definition, e.g. "id bigint, name text";
 * with `withIds` the rows carry ids reserved by reserveIds.
 */
export async function insertRows(
  q: Queryable,
  table: string,
  columns: string,
  rows: readonly object[],
  options: { withIds?: boolean; returning?: string } = {},
): Promise<any[]> {
  const names = columns
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0])
    .join(', ');
  const out: any[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const result = await q.query(
      `INSERT INTO ${table} (${names}) ${options.withIds ? 'OVERRIDING SYSTEM VALUE' : ''}
       SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS r(${columns})
       ${options.returning ? `RETURNING ${options.returning}` : ''}`,
      [JSON.stringify(chunk)],
    );
    out.push(...result);
  }
  return out;
}

/** Takes n ids from a table's identity sequence, so rows can refer to each other before insertion. */
export async function reserveIds(q: Queryable, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = await q.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence($1, 'id')) AS id FROM generate_series(1, $2::int)`,
    [table, n],
  );
  return rows.map((r) => Number(r.id));
}
