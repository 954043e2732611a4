/** Reads one cookie the server set for the browser (preferences only; the session cookie is httpOnly). */
export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

const YEAR_SECONDS = 365 * 86400;

export function writeCookie(name: string, value: string, maxAgeSeconds = YEAR_SECONDS): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server too
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}
