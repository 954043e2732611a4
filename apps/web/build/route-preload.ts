import type { Plugin, Rollup } from 'vite';
import { LANGUAGE_COOKIE } from '../src/shared/i18n/language-cookie.ts';
import { paths } from '../src/shared/paths.ts';
import { earlyCallsScript } from './early-calls.ts';
import { routeModules } from './route-modules.ts';

const CATALOGUE_PART = /\/i18n\/locales\/([^/]+)\.json\?part=(core|rest)$/;

/**
 * The busiest pages (decision 070). The modules the router loads lazily to render each (layouts,
 * page, data preloader, antd's provider for antd pages) are read from `app/router.tsx`
 * (`routeModules`), not kept here: a pattern the router no longer has fails the build.
 */
export const HOT_ROUTES: string[] = [
  paths.home,
  paths.orders,
  paths.orderDetail,
  paths.comments,
  paths.afterSalesList,
  paths.afterSalesDetail,
  paths.checkout,
  paths.payResult,
];

/** The hot routes with their lazy modules, as the router in `webRoot` loads them. */
export function hotRoutes(
  webRoot: string,
  patterns = HOT_ROUTES,
): { pattern: string; modules: string[]; allTexts: boolean }[] {
  const all = routeModules(webRoot);
  return patterns.map((pattern) => {
    const route = all.find((r) => r.pattern === pattern);
    if (!route) throw new Error(`route-preload: the router has no route ${pattern}; update HOT_ROUTES`);
    return { pattern, modules: route.modules, allTexts: route.allTexts };
  });
}

/** `/buyer/order/detail/:orderId` → `^/buyer/order/detail/[^/]+/?$` */
export function patternSource(pattern: string): string {
  const body = pattern
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return pattern === '/' ? '^/$' : `^${body}/?$`;
}

/**
 * Writes into `index.html` a small inline script that, for the path being opened, adds
 * `<link rel="modulepreload">` for the route's own chunks (with their static imports) and
 * `<link rel="preload" as="style">` for their CSS, before the entry script has run (decision 070).
 * Without it the route's code is asked for only once the entry has arrived and run (`preloadRoute`
 * in `main.tsx`): a second round trip before the page can render, and on a phone the longest part
 * of the largest paint. The entry's own files are left out (index.html preloads them already).
 * They are asked for with `fetchpriority="low"`: the entry's files (high, from index.html) must
 * arrive and run first anyway, and the first paint (the boot shell) needs none of the route's code;
 * at high priority they shared the line with the entry and, arriving before the first paint, counted
 * as blocking it in Lighthouse's simulation (FCP 0.7 → 1.1–2.2 s measured).
 * Before it, a second inline script starts the hot page's first API calls (`earlyCallsScript`,
 * decision 079). The server allows both by their hashes (`inlineScriptSources`, web-delivery.ts).
 */
export function routePreload(patterns = HOT_ROUTES): Plugin {
  let root = '';
  let hostPrefix = 'kontor';
  let routes: ReturnType<typeof hotRoutes> = [];
  return {
    name: 'kontor-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      hostPrefix = config.env?.VITE_HOST_PREFIX ?? 'kontor';
      routes = hotRoutes(root, patterns);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: Rollup.OutputChunk[]) => {
          const files = new Set<string>();
          const visit = (c: Rollup.OutputChunk | undefined) => {
            if (!c || files.has(c.fileName)) return;
            files.add(c.fileName);
            const css = (c as Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } })
              .viteMetadata?.importedCss;
            for (const f of css ?? []) files.add(f);
            for (const i of c.imports) visit(byFile.get(i));
          };
          for (const c of start) visit(c);
          return files;
        };
        const entryFiles = closure(chunks.filter((c) => c.isEntry));
        const table: string[] = [];
        const index = (file: string) => {
          const at = table.indexOf(file);
          return at >= 0 ? at : table.push(file) - 1;
        };
        const map = routes.map(({ pattern, modules, allTexts }) => {
          const start = modules.map((m) => {
            const id = `${root}/${m}`;
            const chunk = chunks.find((c) => c.facadeModuleId === id);
            if (!chunk)
              throw new Error(
                `route-preload: no chunk for ${m} (${pattern}); is it still lazy in the router?`,
              );
            return chunk;
          });
          const files = [...closure(start)].filter((f) => !entryFiles.has(f));
          // Scripts first: they are what the page waits for; the CSS comes with them.
          files.sort((a, b) => Number(a.endsWith('.css')) - Number(b.endsWith('.css')));
          return [patternSource(pattern), files.map(index), allTexts ? 1 : 0] as const;
        });
        // The core of the interface catalogue (decision 041) for the language the app will most
        // likely choose (`resolveLanguage`: the cookie, else the browser's when it is one of ours;
        // a signed-in user's own language is known only from the session, so a rare miss costs one
        // small unused preload, and the app fetches its own as before). For a page that awaits all
        // texts (`withAllTexts`), the rest of it too (decision 076): the app asks for it only once
        // the session has answered and the language is chosen, a round trip before the page renders.
        const cores: Record<string, number> = {};
        const rests: Record<string, number> = {};
        for (const c of chunks) {
          const m = c.facadeModuleId && CATALOGUE_PART.exec(c.facadeModuleId);
          if (m) (m[2] === 'core' ? cores : rests)[m[1]] = index(c.fileName);
        }
        const script =
          `(function(){var f=${JSON.stringify(table)},r=${JSON.stringify(map)},L=${JSON.stringify(cores)},` +
          `R=${JSON.stringify(rests)},p=location.pathname,d=document,i,g,c,n,t;` +
          "function a(n){var l=d.createElement('link'),h='/'+f[n];" +
          "if(/\\.css$/.test(h)){l.rel='preload';l.as='style'}else l.rel='modulepreload';" +
          "l.fetchPriority='low';l.crossOrigin='';l.href=h;d.head.appendChild(l)}" +
          'for(i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(a);t=r[i][2];break}' +
          `c=(d.cookie.match(/(?:^|; )${LANGUAGE_COOKIE}=([^;]*)/)||[])[1];` +
          'try{c=c&&decodeURIComponent(c)}catch(e){c=0}g=c&&L.hasOwnProperty(c)?c:0;' +
          'n=navigator.languages||[navigator.language];' +
          "for(i=0;!g&&i<n.length;i++){c=String(n[i]).trim();var b=c.split('-')[0].toLowerCase();" +
          "g=L.hasOwnProperty(c)?c:b==='zh'?'zh-CN':L.hasOwnProperty(b)?b:0}" +
          'if(g){a(L[g]);if(t&&R.hasOwnProperty(g))a(R[g])}})()';
        // The hot page's API calls (decision 079) as early in the head as the parser can run them:
        // before the title, the entry's module scripts and the inline stylesheet (at the end of the
        // head they started ~150 ms after the document had arrived, observed).
        const early = await earlyCallsScript(root, hostPrefix);
        if (!html.includes('<title>')) throw new Error('route-preload: index.html has no <title>');
        return html
          .replace('<title>', `<script>${early}</script>\n    <title>`)
          .replace('</head>', `  <script>${script}</script>\n  </head>`);
      },
    },
  };
}
