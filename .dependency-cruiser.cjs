// The house rules about imports (DESIGN §3, decision 015), checked by `npm run lint`:
// code flows app → features → shared (web) and main/app → features → platform/providers (server);
// a feature uses another feature only through that feature's public surface; no import circles.
// A feature's public surface: on the web its `index.ts` (query keys and the few pieces others may
// use), on the server its `*-service.ts` files (the rules others call). Everything else is internal.

const webFeature = '^apps/web/src/features/';
const serverFeature = '^apps/server/src/features/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import circles hide the real order of things; move the shared piece into its own file.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-internals',
      severity: 'error',
      comment:
        "A feature imports another feature only through its public surface (web: features/<x>/index.ts; server: features/<x>/*-service.ts). Compose in a page, move the shared piece down to packages/domain or shared/, or add it to the other feature's public surface.",
      from: { path: '^apps/(web|server)/src/features/([^/]+)/' },
      to: {
        path: '^apps/$1/src/features/[^/]+/',
        pathNot: [
          '^apps/$1/src/features/$2/',
          `${webFeature}[^/]+/index\\.ts$`,
          `${serverFeature}[^/]+/[^/]+-service\\.ts$`,
        ],
      },
    },
    {
      name: 'feature-to-app',
      severity: 'error',
      comment:
        'Features do not import the app shell (router, layouts, app.ts); links go through shared/paths.ts.',
      from: { path: '^apps/(web|server)/src/features/' },
      to: { path: ['^apps/web/src/app/', '^apps/web/src/main\\.tsx$', '^apps/server/src/(app|main)\\.ts$'] },
    },
    {
      name: 'shared-goes-down',
      severity: 'error',
      comment: 'shared/ (web) and platform/ + providers/ (server) sit below the features and the app.',
      from: { path: ['^apps/web/src/shared/', '^apps/server/src/(platform|providers)/'] },
      to: {
        path: [
          '^apps/web/src/(app|features)/',
          '^apps/web/src/main\\.tsx$',
          '^apps/server/src/(features|demo)/',
          '^apps/server/src/(app|main)\\.ts$',
        ],
      },
    },
    {
      name: 'domain-stands-alone',
      severity: 'error',
      comment: 'packages/domain is shared by web and server and imports neither.',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.test-data/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
