import { type Language, makeTranslator } from '@kontor/domain';
import { catalogs } from '@kontor/domain/i18n/catalogs';

/** Server-side texts come from the same catalogues as the web app's. */
export const translate: (language: Language, key: string, params?: Record<string, unknown>) => string =
  makeTranslator(catalogs);
