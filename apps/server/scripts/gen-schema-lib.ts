import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT, SERVER_ROOT } from '../src/platform/config.ts';
import { type Db, makeDb } from '../src/platform/db/db.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { createPgliteDriver } from '../src/platform/db/pglite-driver.ts';

/** Where the generated Drizzle schema lives; the migrations stay the one source of truth. */
export const SCHEMA_FILE = path.join(SERVER_ROOT, 'src/platform/db/schema.ts');

/** The migrator's own bookkeeping table, not part of the application's schema. */
const SKIPPED_TABLES = new Set(['schema_migration']);

export interface IntrospectedColumn {
  name: string;
  /** `format_type` of the column, e.g. `numeric(10,3)`, `text[]`, `timestamp with time zone`. */
  type: string;
  notNull: boolean;
  /** `a` generated always, `d` by default, `` none. */
  identity: '' | 'a' | 'd';
  /** `s` for a stored generated column, `` otherwise. */
  generated: '' | 's';
  /** The default (or generation) expression as PostgreSQL prints it. */
  defaultExpr: string | null;
}

export interface IntrospectedTable {
  name: string;
  columns: IntrospectedColumn[];
  primaryKey: { name: string; columns: string[] } | null;
}

/** Reads tables, columns and primary keys of the public schema, in a stable order. */
export async function introspect(db: Db): Promise<IntrospectedTable[]> {
  const columns = await db.query<{
    table_name: string;
    column_name: string;
    type: string;
    not_null: boolean;
    identity: string;
    generated: string;
    default_expr: string | null;
  }>(
    `SELECT c.relname AS table_name, a.attname AS column_name,
            format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
            a.attidentity::text AS identity, a.attgenerated::text AS generated,
            pg_get_expr(d.adbin, d.adrelid) AS default_expr
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
       LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      ORDER BY c.relname, a.attnum`,
  );
  const keys = await db.query<{ table_name: string; constraint_name: string; column_name: string }>(
    `SELECT c.relname AS table_name, con.conname AS constraint_name, a.attname AS column_name
       FROM pg_constraint con
       JOIN pg_class c ON c.oid = con.conrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       CROSS JOIN LATERAL unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord)
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
      WHERE n.nspname = 'public' AND con.contype = 'p'
      ORDER BY c.relname, k.ord`,
  );

  const tables = new Map<string, IntrospectedTable>();
  for (const row of columns) {
    if (SKIPPED_TABLES.has(row.table_name)) continue;
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, columns: [], primaryKey: null };
      tables.set(row.table_name, table);
    }
    table.columns.push({
      name: row.column_name,
      type: row.type,
      notNull: row.not_null,
      identity: (row.identity ?? '') as IntrospectedColumn['identity'],
      generated: (row.generated ?? '') as IntrospectedColumn['generated'],
      defaultExpr: row.default_expr,
    });
  }
  for (const row of keys) {
    const table = tables.get(row.table_name);
    if (!table) continue;
    table.primaryKey ??= { name: row.constraint_name, columns: [] };
    table.primaryKey.columns.push(row.column_name);
  }
  // Byte order, not locale order: the output must not depend on the machine.
  return [...tables.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Migrates a fresh in-memory database and returns the schema module's text, formatted by Biome. */
export async function generateSchemaSource(): Promise<string> {
  const db = makeDb(await createPgliteDriver());
  try {
    await migrate(db);
    return formatWithBiome(renderSchema(await introspect(db)));
  } finally {
    await db.close();
  }
}

// ---- rendering ----

const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally ' +
    'for function if import in instanceof new null return super switch this throw true try typeof var void ' +
    'while with yield let static implements interface package private protected public await arguments eval'
  ).split(' '),
);

/** Names the generated module imports; a table named like one of them gets a `Table` suffix. */
const IMPORTED = new Set([
  'sql',
  'pgTable',
  'primaryKey',
  'bigint',
  'boolean',
  'char',
  'date',
  'doublePrecision',
  'inet',
  'integer',
  'interval',
  'json',
  'jsonb',
  'numeric',
  'real',
  'smallint',
  'text',
  'time',
  'timestamp',
  'uuid',
  'varchar',
]);

export function camelCase(name: string): string {
  return name.replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function pascalCase(name: string): string {
  const camel = camelCase(name);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

export function tableExportName(table: string): string {
  const name = camelCase(table);
  return RESERVED.has(name) || IMPORTED.has(name) ? `${name}Table` : name;
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function sqlTemplate(expr: string): string {
  return `sql\`${expr.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\``;
}

type Kind = 'int' | 'number' | 'text' | 'bool' | 'other';

/** Maps a PostgreSQL type (as `format_type` prints it) to a Drizzle builder call. */
function builderFor(column: IntrospectedColumn): { call: string; fn: string; kind: Kind; dims: number } {
  let type = column.type;
  let dims = 0;
  while (type.endsWith('[]')) {
    type = type.slice(0, -2);
    dims++;
  }
  const name = quote(column.name);
  const make = (fn: string, kind: Kind, config?: string) => ({
    call: `${fn}(${config ? `${name}, ${config}` : name})`,
    fn,
    kind,
    dims,
  });

  const simple: Record<string, [string, Kind, string?]> = {
    bigint: ['bigint', 'int', "{ mode: 'number' }"],
    integer: ['integer', 'int'],
    smallint: ['smallint', 'int'],
    text: ['text', 'text'],
    boolean: ['boolean', 'bool'],
    jsonb: ['jsonb', 'other'],
    json: ['json', 'other'],
    date: ['date', 'other'],
    uuid: ['uuid', 'other'],
    inet: ['inet', 'other'],
    interval: ['interval', 'other'],
    real: ['real', 'number'],
    'double precision': ['doublePrecision', 'number'],
    // The drivers parse numeric to number (platform/db), so the schema says so too.
    numeric: ['numeric', 'number', "{ mode: 'number' }"],
  };
  if (Object.hasOwn(simple, type)) return make(...simple[type]);

  const numericMatch = /^numeric\((\d+),(\d+)\)$/.exec(type);
  if (numericMatch) {
    const [, precision, scale] = numericMatch;
    return make('numeric', 'number', `{ precision: ${precision}, scale: ${scale}, mode: 'number' }`);
  }
  const charMatch = /^(character varying|character)(?:\((\d+)\))?$/.exec(type);
  if (charMatch) {
    const [, base, length] = charMatch;
    return make(
      base === 'character' ? 'char' : 'varchar',
      'text',
      length ? `{ length: ${length} }` : undefined,
    );
  }
  const timestampMatch = /^timestamp(?:\((\d+)\))? with(out)? time zone$/.exec(type);
  if (timestampMatch) {
    const [, precision, without] = timestampMatch;
    const parts = [
      ...(without ? [] : ['withTimezone: true']),
      ...(precision ? [`precision: ${precision}`] : []),
    ];
    return make('timestamp', 'other', parts.length ? `{ ${parts.join(', ')} }` : undefined);
  }
  const timeMatch = /^time(?:\((\d+)\))? without time zone$/.exec(type);
  if (timeMatch) return make('time', 'other', timeMatch[1] ? `{ precision: ${timeMatch[1]} }` : undefined);
  throw new Error(
    `gen-schema: no Drizzle mapping for column ${column.name} of type "${column.type}"; add one in gen-schema-lib.ts`,
  );
}

/** A default as a Drizzle value where it is a plain literal, otherwise PostgreSQL's own expression. */
function defaultCall(expr: string, kind: Kind, dims: number): string {
  if (dims === 0) {
    if (expr === 'now()' || expr === 'CURRENT_TIMESTAMP') return '.defaultNow()';
    if (kind === 'bool' && (expr === 'true' || expr === 'false')) return `.default(${expr})`;
    if ((kind === 'int' || kind === 'number') && /^\d+(\.\d+)?$/.test(expr)) return `.default(${expr})`;
    const m = /^'((?:[^'\\]|'')*)'::(?:text|character varying|bpchar)$/.exec(expr);
    if (kind === 'text' && m) return `.default(${quote(m[1].replace(/''/g, "'"))})`;
  }
  return `.default(${sqlTemplate(expr)})`;
}

function renderColumn(column: IntrospectedColumn, singlePk: boolean, used: Set<string>): string {
  const { call, fn, kind, dims } = builderFor(column);
  used.add(fn);
  let code = call + '.array()'.repeat(dims);
  if (singlePk) code += '.primaryKey()';
  else if (column.notNull) code += '.notNull()';
  if (column.identity === 'a') code += '.generatedAlwaysAsIdentity()';
  else if (column.identity === 'd') code += '.generatedByDefaultAsIdentity()';
  else if (column.generated === 's' && column.defaultExpr !== null) {
    used.add('sql');
    code += `.generatedAlwaysAs(${sqlTemplate(column.defaultExpr)})`;
  } else if (column.defaultExpr !== null) {
    const call = defaultCall(column.defaultExpr, kind, dims);
    if (call.includes('sql`')) used.add('sql');
    code += call;
  }
  return `  ${camelCase(column.name)}: ${code},`;
}

export function renderSchema(tables: IntrospectedTable[]): string {
  const used = new Set<string>(['pgTable']);
  const body: string[] = [];
  for (const table of tables) {
    const exportName = tableExportName(table.name);
    const pk = table.primaryKey;
    const singlePk = pk?.columns.length === 1 ? pk.columns[0] : null;
    const lines = table.columns.map((c) => renderColumn(c, c.name === singlePk, used));
    let extra = '';
    if (pk && pk.columns.length > 1) {
      used.add('primaryKey');
      const cols = pk.columns.map((c) => `t.${camelCase(c)}`).join(', ');
      extra = `,\n  (t) => [primaryKey({ name: ${quote(pk.name)}, columns: [${cols}] })],\n`;
    }
    const typeName = pascalCase(table.name);
    body.push(
      `export const ${exportName} = pgTable(\n  ${quote(table.name)},\n  {\n${lines.join('\n')}\n  }${extra});\n` +
        `export type ${typeName}Row = typeof ${exportName}.$inferSelect;\n` +
        `export type New${typeName}Row = typeof ${exportName}.$inferInsert;\n`,
    );
  }
  const pgCore = [...used].filter((n) => n !== 'sql').sort();
  const header = [
    '// GENERATED FILE: do not edit by hand.',
    '// Generated from the SQL migrations (apps/server/migrations/*.sql) by apps/server/scripts/gen-schema.ts;',
    '// after adding a migration run `npm run db:schema -w apps/server`. The migrations stay the one source of',
    '// truth: checks, indexes, unique and foreign keys live there and are not repeated here.',
    '',
    ...(used.has('sql') ? ["import { sql } from 'drizzle-orm';"] : []),
    `import { ${pgCore.join(', ')} } from 'drizzle-orm/pg-core';`,
    '',
  ];
  return `${header.join('\n')}\n${body.join('\n')}`;
}

/** Formats the module exactly as `biome check --write` would, so the committed file passes `biome check`. */
export function formatWithBiome(source: string): string {
  const require = createRequire(import.meta.url);
  const biome = require.resolve('@biomejs/biome/bin/biome');
  const result = spawnSync(
    process.execPath,
    [biome, 'check', '--write', `--stdin-file-path=${path.relative(REPO_ROOT, SCHEMA_FILE)}`],
    { cwd: REPO_ROOT, input: source, encoding: 'utf8' },
  );
  if (result.status !== 0 || !result.stdout) {
    throw new Error(`gen-schema: biome failed (${result.status}): ${result.stderr || result.error}`);
  }
  return result.stdout;
}
