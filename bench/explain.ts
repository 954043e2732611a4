/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement a bench call sends, as the app sends it: each call's
 * baseline function (the handler's repository functions) runs on one connection whose queries are
 * explained as they pass. A prepared statement is first executed a few times under its name, as a
 * pooled connection would have, then explained with EXPLAIN EXECUTE, so the plan shown is the one
 * the plan cache serves (custom or generic) and "Planning Time" is what a request pays.
 */
import pg from 'pg';
import type { Queryable, Sql } from '../apps/server/src/platform/db/db.ts';
import type { BenchCall } from './calls.ts';

export interface ExplainedStatement {
  name: string;
  plan: string;
  planningMs: number;
  executionMs: number;
  /** Shared buffers hit + read by the execution (the top node's, planning excluded). */
  buffers: number;
}

/** Executions of a prepared statement before it is explained (PostgreSQL decides custom vs generic after 5). */
const WARM_EXECUTIONS = 6;

/** A parameter as an SQL literal: numbers, text, booleans, null and arrays of them (what the repositories send). */
function literal(client: pg.Client, v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v))
    return client.escapeLiteral(
      `{${v.map((x) => (typeof x === 'number' ? String(x) : `"${String(x).replace(/["\\]/g, (m) => `\\${m}`)}"`)).join(',')}}`,
    );
  if (v instanceof Date) return client.escapeLiteral(v.toISOString());
  if (typeof v === 'object') return client.escapeLiteral(JSON.stringify(v));
  return client.escapeLiteral(String(v));
}

export async function explainCall(
  url: string,
  call: BenchCall,
  buyerId: number,
  payload: unknown,
): Promise<ExplainedStatement[]> {
  const client = new pg.Client({
    connectionString: url,
    types: {
      getTypeParser: (oid: number, format?: any) =>
        oid === 20 || oid === 1700 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format),
    } as any,
  });
  await client.connect();
  const out: ExplainedStatement[] = [];
  const run = async (sql: Sql, params: readonly unknown[]) => {
    const values = params as unknown[];
    let plan: string[];
    let name: string;
    if (typeof sql === 'string') {
      name = `(unprepared) ${sql.replace(/\s+/g, ' ').trim().slice(0, 60)}…`;
      plan = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, values)).rows.map(
        (r) => r['QUERY PLAN'],
      );
    } else {
      name = sql.name;
      for (let i = 0; i < WARM_EXECUTIONS; i++)
        await client.query({ name: sql.name, text: sql.text, values });
      // EXPLAIN EXECUTE takes no bind parameters: the values go in as literals.
      const args = values.map((v) => literal(client, v)).join(', ');
      plan = (
        await client.query(
          `EXPLAIN (ANALYZE, BUFFERS) EXECUTE "${sql.name}"${values.length ? `(${args})` : ''}`,
        )
      ).rows.map((r) => r['QUERY PLAN']);
    }
    const text = plan.join('\n');
    const num = (re: RegExp) => Number(re.exec(text)?.[1] ?? Number.NaN);
    const top = /Buffers: shared((?: hit=\d+)?(?: read=\d+)?)/.exec(text)?.[1] ?? '';
    out.push({
      name,
      plan: text,
      planningMs: num(/Planning Time: ([\d.]+) ms/),
      executionMs: num(/Execution Time: ([\d.]+) ms/),
      buffers: [...top.matchAll(/=(\d+)/g)].reduce((n, m) => n + Number(m[1]), 0),
    });
    return (await client.query(typeof sql === 'string' ? sql : sql.text, values)).rows;
  };
  // Statements run one after another here (the handler may send some side by side).
  const q: Queryable = {
    query: (sql, params = []) => run(sql, params) as Promise<any[]>,
    one: async (sql, params = []) => (await run(sql, params))[0] as any,
    exec: async (sql) => {
      await client.query(sql);
    },
  };
  try {
    await call.baseline(q, buyerId, payload);
    return out;
  } finally {
    await client.end();
  }
}
