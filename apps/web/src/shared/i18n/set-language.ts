import type { languageResponseSchema } from '@kontor/domain/accounts/accounts-responses';
import type { Language } from '@kontor/domain/sites';
import type { z } from 'zod';
import { request } from '../api-client.ts';
import { writeCookie } from '../cookies.ts';
import { LANGUAGE_COOKIE } from './languages.ts';

/** `POST /api/user/web/language`: sets the language cookie and, when signed in, the account's language. */
export function postLanguage(language: Language): Promise<z.output<typeof languageResponseSchema>> {
  return request('POST', '/api/user/web/language', { language });
}

/** The language switch: set the language, tell the server, then reload (spec §1). */
export async function switchLanguage(language: Language): Promise<void> {
  try {
    await postLanguage(language);
  } finally {
    // Even if the server could not be told, the visitor gets the language they chose.
    writeCookie(LANGUAGE_COOKIE, language);
    window.location.reload();
  }
}
