import type { Plugin, Rollup } from 'vite';
import { LANGUAGE_COOKIE } from '../src/shared/i18n/language-cookie.ts';
import { paths } from '../src/shared/paths.ts';

const CORE_CATALOGUE = /\/i18n\/locales\/([^/]+)\.json\?part=core$/;

/**
 * The busiest pages and the modules the router loads lazily to render them (layouts, page, data
 * preloader, antd's provider for antd pages: `app/router.tsx`). A module that is renamed or moved
 * fails the build here, not silently.
 */
const LAYOUT = 'src/app/layouts/user-centre-layout.tsx';
const ANTD = 'src/shared/ui/antd-provider.tsx';
export const HOT_ROUTES: { pattern: string; modules: string[] }[] = [
  { pattern: paths.home, modules: ['src/app/pages/home-page.tsx', ANTD] },
  {
    pattern: paths.orders,
    modules: [
      LAYOUT,
      'src/features/orders/pages/orders-page.tsx',
      'src/features/orders/api/prefetch-order-list.ts',
    ],
  },
  { pattern: paths.orderDetail, modules: [LAYOUT, 'src/features/orders/pages/order-detail-page.tsx'] },
  { pattern: paths.comments, modules: [LAYOUT, 'src/features/reviews/pages/comments-page.tsx', ANTD] },
  {
    pattern: paths.afterSalesList,
    modules: [LAYOUT, 'src/features/after-sales/pages/after-sales-list-page.tsx', ANTD],
  },
  {
    pattern: paths.afterSalesDetail,
    modules: [LAYOUT, 'src/features/after-sales/pages/after-sales-detail-page.tsx', ANTD],
  },
  { pattern: paths.checkout, modules: ['src/features/payments/pages/checkout-page.tsx'] },
  { pattern: paths.payResult, modules: ['src/features/payments/pages/pay-result-page.tsx', ANTD] },
];

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
 * The server allows the script by its hash (`inlineScriptSources`, web-delivery.ts).
 */
export function routePreload(routes = HOT_ROUTES): Plugin {
  let root = '';
  return {
    name: 'kontor-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
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
        const map = routes.map(({ pattern, modules }) => {
          const start = modules.map((m) => {
            const id = `${root}/${m}`;
            const chunk = chunks.find((c) => c.facadeModuleId === id);
            if (!chunk) throw new Error(`route-preload: no chunk for ${m} (${pattern}); update HOT_ROUTES`);
            return chunk;
          });
          const files = [...closure(start)].filter((f) => !entryFiles.has(f));
          // Scripts first: they are what the page waits for; the CSS comes with them.
          files.sort((a, b) => Number(a.endsWith('.css')) - Number(b.endsWith('.css')));
          return [patternSource(pattern), files.map(index)] as const;
        });
        // The core of the interface catalogue (decision 041) for the language the app will most
        // likely choose (`resolveLanguage`: the cookie, else the browser's when it is one of ours;
        // a signed-in user's own language is known only from the session, so a rare miss costs one
        // small unused preload, and the app fetches its own as before).
        const cores: Record<string, number> = {};
        for (const c of chunks) {
          const m = c.facadeModuleId && CORE_CATALOGUE.exec(c.facadeModuleId);
          if (m) cores[m[1]] = index(c.fileName);
        }
        const script =
          `(function(){var f=${JSON.stringify(table)},r=${JSON.stringify(map)},L=${JSON.stringify(cores)},` +
          'p=location.pathname,d=document,i,g,c,n;' +
          "function a(n){var l=d.createElement('link'),h='/'+f[n];" +
          "if(/\\.css$/.test(h)){l.rel='preload';l.as='style'}else l.rel='modulepreload';" +
          "l.fetchPriority='low';l.crossOrigin='';l.href=h;d.head.appendChild(l)}" +
          'for(i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(a);break}' +
          `c=(d.cookie.match(/(?:^|; )${LANGUAGE_COOKIE}=([^;]*)/)||[])[1];` +
          'try{c=c&&decodeURIComponent(c)}catch(e){c=0}g=c&&L.hasOwnProperty(c)?c:0;' +
          'n=navigator.languages||[navigator.language];' +
          "for(i=0;!g&&i<n.length;i++){c=String(n[i]).trim();var b=c.split('-')[0].toLowerCase();" +
          "g=L.hasOwnProperty(c)?c:b==='zh'?'zh-CN':L.hasOwnProperty(b)?b:0}" +
          'if(g)a(L[g])})()';
        return html.replace('</head>', `  <script>${script}</script>\n  </head>`);
      },
    },
  };
}
