import type { Plugin, Rollup } from 'vite';

/**
 * Trims the preload lists Vite writes for every lazy `import()` (`__vite__mapDeps`, decision 073).
 *
 * For each dynamic import Vite lists the imported chunk's whole static graph so the browser can
 * fetch it in parallel (no waterfall of one round trip per level of imports). That list also names
 * every file the importing chunk itself imports statically (vendor-core, the entry, the runtime,
 * shared chunks): those are always loaded and run before the `import()` can execute, so preloading
 * them is a no-op at run time, yet their names and indices were in every list, in the entry and in
 * each chunk with a lazy import. `preloadDeps()` records the bundle; `withoutLoaded` (given to
 * `build.modulePreload.resolveDependencies`) drops, for a JS host, the files in the host's static
 * import closure. Nothing the browser did not already have is left out, so no new round trips.
 */
let current: Rollup.OutputBundle | undefined;

export function preloadDeps(): Plugin {
  return {
    name: 'kontor-preload-deps',
    apply: 'build',
    generateBundle: {
      // Before Vite's import analysis rewrites the preload markers (and calls resolveDependencies).
      order: 'pre',
      handler(_options, bundle) {
        current = bundle;
      },
    },
  };
}

const closures = new WeakMap<Rollup.OutputBundle, Map<string, Set<string>>>();

/** The chunk and every chunk it imports statically, transitively (file names). */
export function staticClosure(bundle: Rollup.OutputBundle, fileName: string): Set<string> {
  const cache = closures.get(bundle) ?? new Map<string, Set<string>>();
  closures.set(bundle, cache);
  const known = cache.get(fileName);
  if (known) return known;
  const files = new Set<string>();
  const stack = [fileName];
  while (stack.length) {
    const file = stack.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') stack.push(...chunk.imports);
  }
  cache.set(fileName, files);
  return files;
}

export function withoutLoaded(
  _filename: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  if (context.hostType !== 'js' || !current || current[context.hostId]?.type !== 'chunk') return deps;
  const loaded = staticClosure(current, context.hostId);
  return deps.filter((dep) => !loaded.has(dep));
}
