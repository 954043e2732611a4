/** The cookie that holds the chosen interface language; dependency-free, so the build reads it too (decision 070). */
export const LANGUAGE_COOKIE = 'kontor_lang';
