import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogs } from '@kontor/domain/i18n/catalogs';
import { describe, expect, it } from 'vitest';
import { CORE_TEXTS, catalogueSlice, isCoreText } from './catalogue-parts.ts';

/**
 * The first screen of /buyer/orders loads only the core part of the catalogue (DESIGN §9 budget,
 * decision 041); every other page and every lazily loaded piece awaits the rest (`withAllTexts`,
 * `page()` in app/router.tsx). This walks the code that can render before the rest arrives — the
 * entry, the user-centre layout and the orders page, through static imports and through dynamic
 * imports not wrapped in `withAllTexts` — and checks that every text key it names is in the core.
 */
const WEB_SRC = path.resolve(import.meta.dirname, '../..');
const DOMAIN_SRC = path.resolve(WEB_SRC, '../../../packages/domain/src');
const ROOTS = ['main.tsx', 'app/layouts/user-centre-layout.tsx', 'features/orders/pages/orders-page.tsx'];
/** The router's own lazy pages are roots of their own (a page other than the roots awaits all texts). */
const ROUTER = path.join(WEB_SRC, 'app/router.tsx');
const en = catalogs.en;
const GROUPS = Object.keys(en);

function resolveImport(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@kontor/domain/'))
    base = path.join(DOMAIN_SRC, spec.slice('@kontor/domain/'.length));
  else return undefined; // a package: its texts are not ours
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return undefined;
}

/** `export { A, B } from './x'` lines of a feature's index.ts: [names, specifier]. */
function reExports(source: string): [string[], string][] | undefined {
  const body = source.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '').trim();
  const lines = [...body.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"];?/g)];
  if (!lines.length || body.replace(/export\s+(?:type\s+)?\{[^}]*\}\s+from\s+['"][^'"]+['"];?/g, '').trim())
    return undefined;
  return lines.map((m) => [names(m[1]), m[2]]);
}

const names = (list: string) =>
  list
    .split(',')
    .map(
      (n) =>
        n
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop() ?? '',
    )
    .filter(Boolean);

function walk(): Map<string, Set<string>> {
  const groupsByFile = new Map<string, Set<string>>();
  const queue: { file: string; wanted?: string[] }[] = ROOTS.map((r) => ({ file: path.join(WEB_SRC, r) }));
  // A key, or the fixed start of one built at run time (`orders.tabs.${tab}`, a family's prefix).
  const keyRe = new RegExp(`['"\`]((?:${GROUPS.join('|')})(?:\\.[A-Za-z]\\w*)*)`, 'g');
  while (queue.length) {
    const { file, wanted } = queue.pop() as { file: string; wanted?: string[] };
    if (groupsByFile.has(file)) continue;
    let source = readFileSync(file, 'utf8');
    // A feature's index.ts only re-exports: follow the re-exports the importer asked for (the
    // bundle drops the others, package.json "sideEffects").
    const barrel = reExports(source);
    if (barrel) {
      for (const [exported, spec] of barrel) {
        const target = resolveImport(file, spec);
        if (target && (!wanted || exported.some((n) => wanted.includes(n)))) queue.push({ file: target });
      }
      continue;
    }
    groupsByFile.set(file, new Set([...source.matchAll(keyRe)].map((m) => m[1])));
    // Type-only imports load nothing; pieces that load with the rest of the texts may use any group.
    source = source.replace(/(?:^|\n)\s*(?:import|export)\s+type\s[^;]*;/g, '\n');
    source = source.replace(/withAllTexts\(\s*\(\)\s*=>\s*import\(\s*['"][^'"]+['"]\s*\)/g, '');
    const imports: { spec: string; wanted?: string[] }[] = [
      ...[...source.matchAll(/(?:^|\n)\s*import\s([^;]*?)\sfrom\s+['"]([^'"]+)['"]/g)].map((m) => ({
        spec: m[2],
        wanted: /^\s*\{[^}]*\}\s*$/.test(m[1]) ? names(m[1].replace(/[{}]/g, '')) : undefined,
      })),
      ...[...source.matchAll(/(?:^|\n)\s*export\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/g)].map((m) => ({
        spec: m[1],
      })),
      ...[...source.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)].map((m) => ({ spec: m[1] })),
      ...(file === ROUTER
        ? []
        : [...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => ({ spec: m[1] }))),
    ];
    for (const { spec, wanted: w } of imports) {
      const target = resolveImport(file, spec);
      if (target && !target.endsWith('.test.ts')) queue.push({ file: target, wanted: w });
    }
  }
  return groupsByFile;
}

describe('catalogue parts', () => {
  it('the code before the rest of the texts arrives names only core texts', () => {
    const outside: string[] = [];
    const files = walk();
    for (const [file, groups] of files) {
      for (const text of groups) {
        // A bare group name is a word like any other ('orders' as a query key), not a text.
        if (text.includes('.') && !isCoreText(text)) outside.push(`${path.relative(WEB_SRC, file)}: ${text}`);
      }
    }
    expect(files.size).toBeGreaterThan(20);
    expect(outside).toEqual([]);
  });

  it('core and rest split the catalogue without loss', () => {
    const core = catalogueSlice(en, 'core');
    const rest = catalogueSlice(en, 'rest');
    const merge = (a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> => {
      const out = { ...a };
      for (const [k, v] of Object.entries(b)) {
        const mine = out[k];
        if (mine && typeof mine === 'object' && v && typeof v === 'object')
          out[k] = merge(mine as Record<string, unknown>, v as Record<string, unknown>);
        else {
          expect(mine, `${k} in both parts`).toBeUndefined();
          out[k] = v;
        }
      }
      return out;
    };
    expect(merge(core, rest)).toEqual(en);
    for (const text of CORE_TEXTS) {
      let node: unknown = en;
      for (const part of text.split('.')) {
        const tree = node as Record<string, unknown>;
        node = tree[part] ?? tree[`${part}_one`];
      }
      expect(node, `${text} is in the catalogue`).toBeDefined();
    }
  });
});
