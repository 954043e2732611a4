import type { Language } from '../sites.ts';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import sv from './locales/sv.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import type { Catalog } from './translate.ts';

/** Every language's texts, shared by the web app and the server's messages. */
export const catalogs: Record<Language, Catalog> = {
  'zh-CN': zhCN,
  en,
  de,
  fr,
  es,
  it,
  nl,
  pl,
  sv,
};
