import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { type CataloguePart, catalogueSlice } from '../src/shared/i18n/catalogue-parts.ts';

const PART = /\/i18n\/locales\/[^/]+\.json\?part=(core|rest)$/;

/**
 * `locales/<language>.json?part=core|rest` is a module whose default export is that part of the
 * catalogue (its top-level groups, `catalogue-parts.ts`): the first screen of /buyer/orders fetches
 * the core only (decision 041).
 */
export function catalogueParts(): Plugin {
  return {
    name: 'kontor-catalogue-parts',
    enforce: 'pre',
    async load(id) {
      const match = PART.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const catalogue = JSON.parse(await readFile(file, 'utf8'));
      // JSON is a JavaScript expression; a JSON.parse of a string would parse faster in the browser
      // but compresses worse.
      return {
        code: `export default ${JSON.stringify(catalogueSlice(catalogue, match[1] as CataloguePart))};`,
        moduleType: 'js',
      };
    },
  };
}
