import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../src/platform/config.ts';
import { generateSchemaSource, SCHEMA_FILE } from './gen-schema-lib.ts';

// Writes src/platform/db/schema.ts from the migrations: `npm run db:schema -w apps/server`.
const source = await generateSchemaSource();
const before = await readFile(SCHEMA_FILE, 'utf8').catch(() => '');
const where = path.relative(REPO_ROOT, SCHEMA_FILE);
if (before === source) {
  console.log(`${where} is up to date`);
} else {
  await writeFile(SCHEMA_FILE, source);
  console.log(`wrote ${where}`);
}
