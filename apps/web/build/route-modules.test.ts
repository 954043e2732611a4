import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/shared/paths.ts';
import { routeModules } from './route-modules.ts';
import { HOT_ROUTES, hotRoutes } from './route-preload.ts';

const WEB = path.resolve(import.meta.dirname, '..');
const LAYOUT = 'src/app/layouts/user-centre-layout.tsx';
const ANTD = 'src/shared/ui/antd-provider.tsx';

describe('routeModules reads app/router.tsx', () => {
  const routes = routeModules(WEB);
  const at = (pattern: string) => routes.find((r) => r.pattern === pattern);

  it('gives a route its layouts, page and data preloader, antd only where antd wraps it', () => {
    expect(at(paths.orders)).toEqual({
      pattern: paths.orders,
      modules: [
        LAYOUT,
        'src/features/orders/pages/orders-page.tsx',
        'src/features/orders/api/prefetch-order-list.ts',
      ],
      allTexts: false,
      audience: 'buyer',
    });
    // Plain since decision 076, its cards asked for with the session.
    expect(at(paths.home)?.modules).toEqual([
      'src/app/pages/home-page.tsx',
      'src/features/catalog/api/prefetch-catalog.ts',
    ]);
    expect(at(paths.home)?.allTexts).toBe(true);
    expect(at(paths.cart)?.modules).toEqual(['src/features/cart/pages/cart-page.tsx', ANTD]);
    // Plain pages since decision 071: no antd provider on their first screen.
    expect(at(paths.comments)?.modules).toEqual([LAYOUT, 'src/features/reviews/pages/comments-page.tsx']);
    // The member pages sit in a layout wrapped in <AntdScope>.
    expect(at(paths.memberScore)?.modules).toEqual([
      LAYOUT,
      ANTD,
      'src/features/member/components/member-layout.tsx',
      'src/features/member/pages/member-score-page.tsx',
    ]);
    expect(at(paths.sellerOrders)?.audience).toBe('seller');
    expect(at('/admin/*')?.audience).toBe('operator');
    expect(routes.some((r) => r.pattern === '/buyer')).toBe(false); // a redirect, no page
  });

  it('accounts for every lazy import of the router', () => {
    const source = readFileSync(path.join(WEB, 'src/app/router.tsx'), 'utf8');
    const imported = [...source.matchAll(/import\('([^']+)'\)/g)].map((m) =>
      path.posix.normalize(path.posix.join('src/app', m[1])),
    );
    const read = new Set(routes.flatMap((r) => r.modules));
    expect(imported.filter((m) => !read.has(m))).toEqual([]);
  });

  it('gives every hot route of the HTML preloads its modules', () => {
    expect(hotRoutes(WEB).map((r) => r.pattern)).toEqual(HOT_ROUTES);
    expect(() => hotRoutes(WEB, ['/no/such/route'])).toThrow(/no route \/no\/such\/route/);
  });

  it('fails loudly on a form of route it does not know', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'route-modules-'));
    try {
      mkdirSync(path.join(dir, 'src/app'), { recursive: true });
      writeFileSync(
        path.join(dir, 'src/app/router.tsx'),
        "export const routes = [{ path: 'x', element: lazyPage(() => import('./x.tsx')) }];\n",
      );
      expect(() => routeModules(dir)).toThrow(/unknown element lazyPage.*router\.tsx:1/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
