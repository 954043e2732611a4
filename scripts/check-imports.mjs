#!/usr/bin/env node
// The import rules of the house (.dependency-cruiser.cjs, decision 015), run by `npm run lint`:
// 1. the real tree keeps them, with no exceptions (no baseline of known violations);
// 2. a fixture with deliberate breaks (scripts/import-rules-fixture) must fail exactly as expected,
//    so a rule that silently stopped matching (a moved folder, a changed regex) fails too.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'node_modules', '.bin', 'depcruise');
const config = path.join(root, '.dependency-cruiser.cjs');
const fixture = path.join(root, 'scripts', 'import-rules-fixture');
const tree = [
  'apps/web/src',
  'apps/web/e2e',
  'apps/server/src',
  'apps/server/test',
  'packages/domain/src',
  'bench',
];

const real = spawnSync(bin, ['--config', config, ...tree], { cwd: root, stdio: 'inherit' });
if (real.status !== 0) {
  console.error(
    '\nImport rules broken (see above). Decision 015 / docs/architecture.md say where things go.',
  );
  process.exit(1);
}

const web = 'apps/web/src/features/orders/components';
const expected = [
  `feature-internals ${web}/breaks-the-rules.ts → apps/web/src/features/after-sales/api/render-apply.ts`,
  `feature-to-app ${web}/breaks-the-rules.ts → apps/web/src/app/router.ts`,
  `no-circular ${web}/circle-a.ts ↔ ${web}/circle-b.ts`,
  'feature-internals apps/server/src/features/after-sales/after-sales-calls.ts → apps/server/src/features/orders/orders-repository.ts',
].sort();

const probe = spawnSync(bin, ['--config', config, '--output-type', 'json', 'apps'], {
  cwd: fixture,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let found;
try {
  // A circle is reported from whichever of its files comes first: name it by both ends.
  const name = (v) =>
    v.rule.name === 'no-circular'
      ? `${v.rule.name} ${[v.from, v.to].sort().join(' ↔ ')}`
      : `${v.rule.name} ${v.from} → ${v.to}`;
  found = [...new Set(JSON.parse(probe.stdout).summary.violations.map(name))].sort();
} catch {
  console.error(probe.stdout, probe.stderr);
  console.error('The import rules could not be tried on their fixture.');
  process.exit(1);
}
const missing = expected.filter((v) => !found.includes(v));
const extra = found.filter((v) => !expected.includes(v));
if (missing.length || extra.length) {
  console.error(
    'The import rules no longer catch exactly the deliberate breaks of scripts/import-rules-fixture.',
  );
  for (const v of missing) console.error(`  not caught: ${v}`);
  for (const v of extra) console.error(`  unexpected: ${v}`);
  process.exit(1);
}
console.log(`✔ the import rules catch the ${expected.length} deliberate breaks of their fixture`);
