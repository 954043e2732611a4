/**
 * The headers of every API request (`request` in api-client.ts), also sent by the inline script
 * that starts a hot page's first calls (decision 079): built in one place so both send the same.
 */
export function apiHeaders(
  site: string,
  language: string | undefined,
  json: boolean,
): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Site': site };
  if (json) headers['Content-Type'] = 'application/json';
  if (language) headers['Accept-Language'] = language;
  return headers;
}
