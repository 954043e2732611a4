import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { paths } from '../src/shared/paths.ts';

/** The router's lazily loaded modules for one route, read from `src/app/router.tsx`. */
export interface RouteModules {
  /** The route's path pattern as `paths` spells it (`/buyer/order/detail/:orderId`). */
  pattern: string;
  /** Modules (relative to apps/web) the router loads to render it: ancestors first, then the page. */
  modules: string[];
  /** Whether the page awaits the rest of the interface catalogue (`withAllTexts`, decision 041). */
  allTexts: boolean;
  /** Who the route is for: the consoles sit under `<RequireRole allowed="…">`. */
  audience: 'buyer' | 'seller' | 'operator';
}

const ANTD_PROVIDER = 'src/shared/ui/antd-provider.tsx';
const ROUTER = 'src/app/router.tsx';

/**
 * Reads the route table of `app/router.tsx` (its source, not a copy of it): every route with a
 * page, the lazy modules of its layouts and page, antd's provider where `antdPage` or `<AntdScope>`
 * wraps it, and whether it awaits all texts. The size budget (bench/web-size.ts) and the HTML's
 * route preloads (route-preload.ts) both use it, so neither keeps a list of its own. A form of
 * route the reader does not know fails loudly: extend the reader with the router.
 * Redirects (`<Navigate>`) are left out; catch-alls (`buyer/*`) are in, with `*` in their pattern.
 */
export function routeModules(webRoot: string): RouteModules[] {
  const file = path.join(webRoot, ROUTER);
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const consts = new Map<string, ts.Expression>();
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer);
  const where = (node: ts.Node) =>
    `${ROUTER}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const fail = (node: ts.Node, what: string): never => {
    throw new Error(`route-modules: ${what} at ${where(node)}; teach build/route-modules.ts this form`);
  };
  const resolve = (expr: ts.Expression): ts.Expression => {
    while (ts.isIdentifier(expr)) {
      const init = consts.get(expr.text);
      if (!init) fail(expr, `unknown name ${expr.text}`);
      expr = init as ts.Expression;
    }
    while (ts.isAsExpression(expr) || ts.isParenthesizedExpression(expr)) expr = expr.expression;
    return expr;
  };
  const module = (spec: string) => path.posix.normalize(path.posix.join(path.posix.dirname(ROUTER), spec));
  /** The first `import('…')` inside a node. */
  const firstImport = (node: ts.Node): string | undefined => {
    let found: string | undefined;
    const visit = (n: ts.Node) => {
      if (found) return;
      if (
        ts.isCallExpression(n) &&
        n.expression.kind === ts.SyntaxKind.ImportKeyword &&
        n.arguments[0] &&
        ts.isStringLiteral(n.arguments[0])
      )
        found = module(n.arguments[0].text);
      else ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
  };
  const option = (options: ts.Expression | undefined, name: string) =>
    options && ts.isObjectLiteralExpression(options)
      ? options.properties.find(
          (p): p is ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
        )?.initializer
      : undefined;

  interface Element {
    modules: string[];
    allTexts: boolean;
    page: boolean;
    redirect?: boolean;
    role?: string;
  }
  const element = (raw: ts.Expression): Element => {
    const expr = resolve(raw);
    if (ts.isCallExpression(expr) && ts.isIdentifier(expr.expression)) {
      const kind = expr.expression.text;
      const page = firstImport(expr.arguments[0] ?? expr) ?? fail(expr, `no import() in ${kind}(…)`);
      if (kind === 'antdPage') return { modules: [page, ANTD_PROVIDER], allTexts: true, page: true };
      if (kind === 'page' || kind === 'named') {
        const options = expr.arguments[kind === 'page' ? 1 : 2];
        const core = option(options, 'coreTexts')?.kind === ts.SyntaxKind.TrueKeyword;
        const data = option(options, 'data');
        const modules = [page, ...(data ? [firstImport(data) ?? fail(data, 'no import() in data')] : [])];
        return { modules, allTexts: !core, page: true };
      }
      return fail(expr, `unknown element ${kind}(…)`);
    }
    if (ts.isJsxSelfClosingElement(expr) || ts.isJsxElement(expr)) {
      const opening = ts.isJsxElement(expr) ? expr.openingElement : expr;
      const tag = opening.tagName.getText();
      const out: Element = { modules: [], allTexts: false, page: false };
      if (tag === 'Navigate') out.redirect = true;
      if (tag === 'AntdScope') out.modules.push(ANTD_PROVIDER);
      if (tag === 'RequireRole') {
        const allowed = opening.attributes.properties.find(
          (a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && a.name.getText() === 'allowed',
        )?.initializer;
        out.role =
          allowed && ts.isStringLiteral(allowed)
            ? allowed.text
            : fail(opening, 'RequireRole without allowed');
      }
      if (ts.isJsxElement(expr))
        for (const child of expr.children) {
          if (ts.isJsxText(child) && !child.text.trim()) continue;
          if (!ts.isJsxExpression(child) || !child.expression)
            return fail(child, 'a JSX child that is not {…}');
          const inner = element(child.expression);
          out.modules.push(...inner.modules);
          out.allTexts ||= inner.allTexts;
          out.page ||= inner.page;
        }
      return out;
    }
    return fail(expr, 'an element that is neither page(…), antdPage(…), named(…) nor JSX');
  };

  const out: RouteModules[] = [];
  const walk = (
    list: ts.Expression,
    parentPath: string,
    inherited: string[],
    inheritedTexts: boolean,
    role: string | undefined,
  ) => {
    const array = resolve(list);
    if (!ts.isArrayLiteralExpression(array)) return fail(array, 'children that are not an array');
    for (const item of array.elements) {
      if (!ts.isObjectLiteralExpression(item)) fail(item, 'a route that is not an object literal');
      const route = item as ts.ObjectLiteralExpression;
      const prop = (name: string) => option(route, name);
      const pathExpr = prop('path');
      let segment: string | undefined;
      if (pathExpr) {
        const p = resolve(pathExpr);
        if (ts.isStringLiteral(p)) segment = p.text;
        else if (
          ts.isCallExpression(p) &&
          p.expression.getText() === 'at' &&
          p.arguments[0] &&
          ts.isPropertyAccessExpression(p.arguments[0]) &&
          p.arguments[0].expression.getText() === 'paths'
        ) {
          const name = p.arguments[0].name.text as keyof typeof paths;
          segment = paths[name]?.slice(1) ?? fail(p, `no paths.${name}`);
        } else fail(p, 'a path that is neither a string nor at(paths.x)');
      }
      const index = prop('index')?.kind === ts.SyntaxKind.TrueKeyword;
      const full =
        segment === undefined
          ? parentPath
          : `${parentPath.replace(/\/$/, '')}/${segment}`.replace(/^\/\//, '/');
      const el = prop('element') ? element(prop('element') as ts.Expression) : undefined;
      const modules = [...inherited, ...(el?.modules ?? [])];
      const allTexts = inheritedTexts || !!el?.allTexts;
      const who = el?.role ?? role;
      const children = prop('children');
      if (children) walk(children, full, modules, allTexts, who);
      else if ((segment !== undefined || index) && el?.page && !el.redirect)
        out.push({
          pattern: full,
          modules: [...new Set(modules)],
          allTexts,
          audience: who === 'seller' ? 'seller' : who === 'operator' ? 'operator' : 'buyer',
        });
    }
  };
  walk(ts.factory.createIdentifier('routes'), '/', [], false, undefined);
  if (!out.length) throw new Error(`route-modules: no routes read from ${ROUTER}`);
  return out;
}
