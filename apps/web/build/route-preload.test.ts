import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../src/shared/i18n/language-cookie.ts';
import { paths } from '../src/shared/paths.ts';
import { hotRoutes, routePreload } from './route-preload.ts';

const WEB = path.resolve(import.meta.dirname, '..');

/** index.html as the plugin writes it for a bundle of one chunk per lazy module of the hot routes. */
async function builtHtml() {
  const plugin = routePreload();
  (plugin.configResolved as (c: { root: string }) => void)({ root: WEB });
  const chunk = (fileName: string, facadeModuleId: string | null, isEntry = false) => ({
    type: 'chunk',
    fileName,
    facadeModuleId,
    isEntry,
    imports: [],
    viteMetadata: { importedCss: new Set<string>() },
  });
  const modules = [...new Set(hotRoutes(WEB).flatMap((r) => r.modules))];
  const bundle: Record<string, unknown> = {};
  for (const c of [
    chunk('assets/index.js', `${WEB}/src/main.tsx`, true),
    ...modules.map((m) => chunk(`assets/${path.basename(m)}.js`, `${WEB}/${m}`)),
    ...['en', 'de'].flatMap((lng) =>
      ['core', 'rest'].map((part) =>
        chunk(`assets/${lng}-${part}.js`, `/repo/packages/domain/src/i18n/locales/${lng}.json?part=${part}`),
      ),
    ),
  ])
    bundle[c.fileName] = c;
  const transform = plugin.transformIndexHtml as {
    handler: (html: string, ctx: unknown) => Promise<string>;
  };
  return await transform.handler('<html><head><title>Kontor</title></head></html>', { bundle });
}

/** What the inline script preloads when `pathname` is opened with the language cookie `language`. */
function preloads(html: string, pathname: string, language: string) {
  // The second inline script (the first starts the page's API calls, decision 079).
  const script = [...html.matchAll(/<script>(.*?)<\/script>/gs)][1]?.[1] ?? '';
  const added: string[] = [];
  const document = {
    cookie: `${LANGUAGE_COOKIE}=${language}`,
    createElement: () => ({}),
    head: { appendChild: (l: { href: string }) => added.push(l.href) },
  };
  runInNewContext(script, { location: { pathname }, document, navigator: { languages: ['en-GB'] } });
  return added;
}

describe('the route preloads of index.html', () => {
  let html = '';
  beforeAll(async () => {
    html = await builtHtml();
  });

  it('writes two inline scripts: the early API calls first, then the preloads', () => {
    const scripts = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toContain('__kontorEarly');
    expect(scripts[1]).toContain('modulepreload');
  });

  it("preloads the opened route's modules and the chosen language's core", () => {
    const home = preloads(html, paths.home, 'de');
    expect(home).toContain('/assets/home-page.tsx.js');
    expect(home).toContain('/assets/prefetch-catalog.ts.js');
    expect(home).toContain('/assets/de-core.js');
    expect(home).not.toContain('/assets/en-core.js');
    expect(home).not.toContain('/assets/index.js'); // the entry's own files come from index.html
  });

  it('preloads the rest of the texts for a page that awaits them, not for the order list', () => {
    expect(preloads(html, paths.home, 'de')).toContain('/assets/de-rest.js');
    expect(preloads(html, '/buyer/order/detail/12', 'de')).toContain('/assets/de-rest.js');
    const orders = preloads(html, paths.orders, 'de');
    expect(orders).toContain('/assets/de-core.js');
    expect(orders).not.toContain('/assets/de-rest.js');
    // No language of ours (cookie or browser): nothing of the catalogue.
    expect(preloads(html, paths.home, 'xx').filter((f) => /-(core|rest)\.js$/.test(f))).toEqual([
      '/assets/en-core.js',
      '/assets/en-rest.js',
    ]);
  });
});
