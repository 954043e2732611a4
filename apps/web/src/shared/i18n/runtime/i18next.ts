/**
 * The part of i18next the web app uses, in ~1 KB instead of ~16 KB gzipped (decision 065). Vite and
 * the web tests resolve `i18next` to this file (`resolve.alias` in apps/web/vite.config.ts and in
 * vitest.config.ts) and TypeScript does too (`paths` in apps/web/tsconfig.json), so code keeps
 * importing from 'i18next' and anything used that is not here fails the typecheck.
 *
 * What it does, as i18next 26 does it with our options: one language per page load (a language
 * switch reloads the page, spec §1) and one namespace; nested keys split on '.'; plural forms
 * `key_<Intl.PluralRules category>` (and `key_zero` for a count of 0) chosen by a numeric `count`,
 * falling back to `key`; `context` → `key_<context>`; a missing key answers `defaultValue`, else the
 * key; `{{name}}` placeholders (`{{- name}}` too) filled from the options, each value passed through
 * the formatter module (`alwaysFormat`), `null`/`undefined` given as an option becoming '' and a
 * placeholder with no such option kept as written. Values are never escaped (React escapes).
 */
import type { Catalog } from '@kontor/domain/i18n/translate';

export type TOptions = { [name: string]: unknown; count?: number; context?: unknown; defaultValue?: string };
export type TFunction = (key: string, options?: TOptions) => string;

export interface FormatterModule {
  type: 'formatter';
  init: () => void;
  add: () => void;
  addCached: () => void;
  format: (
    value: unknown,
    format: string | undefined,
    lng: string | undefined,
    options?: TOptions,
  ) => unknown;
}

export interface ThirdPartyModule {
  type: '3rdParty';
  init: (instance: i18n) => void;
}

export interface InitOptions {
  lng: string;
  fallbackLng?: false;
  resources: Record<string, Record<string, Catalog>>;
  interpolation?: { escapeValue?: false; alwaysFormat?: boolean };
  returnNull?: false;
}

export interface i18n {
  language: string;
  t: TFunction;
  exists: (key: string, options?: TOptions) => boolean;
  use: (module: FormatterModule | ThirdPartyModule) => i18n;
  init: (options: InitOptions) => Promise<TFunction>;
  addResourceBundle: (
    lng: string,
    ns: string,
    resources: Catalog,
    deep?: boolean,
    overwrite?: boolean,
  ) => i18n;
}

function merge(target: Catalog, source: Catalog, overwrite: boolean): void {
  for (const [name, value] of Object.entries(source)) {
    const here = target[name];
    if (typeof value === 'object' && here && typeof here === 'object') merge(here, value, overwrite);
    else if (overwrite || here === undefined) target[name] = value;
  }
}

function createInstance(): i18n {
  let texts: Catalog = {};
  let format: FormatterModule['format'] | undefined;
  let rules: Intl.PluralRules | undefined;

  const find = (key: string, options: TOptions = {}): string | undefined => {
    const { count, context } = options;
    const plural = typeof count === 'number' ? `_${rules?.select(count)}` : '';
    const keys = [key];
    if (plural) keys.push(key + plural, ...(count === 0 ? [`${key}_zero`] : []));
    if (context != null && context !== '') {
      keys.push(`${key}_${context}`);
      if (plural) keys.push(`${key}_${context}${plural}`, ...(count === 0 ? [`${key}_${context}_zero`] : []));
    }
    for (let i = keys.length - 1; i >= 0; i--) {
      let node: string | Catalog | undefined = texts;
      for (const part of keys[i].split('.'))
        node = node && typeof node === 'object' && Object.hasOwn(node, part) ? node[part] : undefined;
      if (typeof node === 'string') return node;
    }
    return undefined;
  };

  const instance: i18n = {
    language: '',
    t: (key, options = {}) => {
      const text = find(key, options) ?? options.defaultValue ?? key;
      return text.replace(/\{\{(.+?)\}\}/g, (placeholder, written: string) => {
        const name = written.replace(/^-/, '').trim();
        let value = options[name];
        if (value === undefined) return Object.hasOwn(options, name) ? '' : placeholder;
        if (format) value = format(value, undefined, instance.language, options);
        return value == null ? '' : String(value);
      });
    },
    exists: (key, options) => find(key, options) !== undefined,
    use: (module) => {
      if (module.type === 'formatter') format = module.format;
      else module.init(instance);
      return instance;
    },
    init: async ({ lng, resources, interpolation }) => {
      instance.language = lng;
      rules = new Intl.PluralRules(lng);
      texts = resources[lng]?.translation ?? {};
      if (!interpolation?.alwaysFormat) format = undefined;
      return instance.t;
    },
    addResourceBundle: (_lng, _ns, resources, _deep, overwrite = false) => {
      merge(texts, resources, overwrite);
      return instance;
    },
  };
  return instance;
}

export default { createInstance };
