/**
 * The address buyers reach the shop at (config `publicUrl`, PUBLIC_URL): links that leave the site —
 * e-mails above all — are absolute, built here. Set once when the app is built (`buildApp`); the
 * outbox writers run deep inside transactions (the payment writer, sweeps) where no request or config
 * is at hand, so this one value is kept here rather than handed down every call chain (decision 066).
 */
let base = 'http://localhost:3000';

export function setPublicUrl(url: string): void {
  base = new URL(url).origin + new URL(url).pathname.replace(/\/+$/, '');
}

/** `path` (starting with /) on the public address. */
export const absoluteUrl = (path: string): string => `${base}${path.startsWith('/') ? path : `/${path}`}`;
