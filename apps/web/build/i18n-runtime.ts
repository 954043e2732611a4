import { fileURLToPath } from 'node:url';

/**
 * `i18next` and `react-i18next` resolve to the app's own subset of them (decision 065): the web
 * build (vite.config.ts), the web tests (vitest.config.ts) and TypeScript (`paths` in
 * apps/web/tsconfig.json) all use these files, so nothing imports the packages themselves.
 */
const runtime = (file: string) =>
  fileURLToPath(new URL(`../src/shared/i18n/runtime/${file}`, import.meta.url));

export const i18nRuntime = [
  { find: /^i18next$/, replacement: runtime('i18next.ts') },
  { find: /^react-i18next$/, replacement: runtime('react-i18next.tsx') },
];
