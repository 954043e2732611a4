import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../platform/db/index.ts';
import { absoluteUrl } from '../../platform/public-url.ts';
import { orderLinkRepository } from './order-link-repository.ts';

/**
 * The guest's order link (decision 063): the confirmation e-mail's link to a guest's order carries a
 * token signed by the server — `{expiry}.{signature}`, the signature an HMAC-SHA256 over the order id
 * and the expiry with the server's `order-link` key. It opens that one order, read only, in any
 * browser until it expires; it is not a session and changes nothing.
 */

/** How long the e-mail's link opens the order: long enough to follow delivery and a return. */
export const ORDER_LINK_DAYS = 90;
const TOKEN_PATTERN = /^(\d{10})\.([A-Za-z0-9_-]{43})$/;

const sign = (key: Buffer, orderId: number, expiresAt: number) =>
  createHmac('sha256', key).update(`order-link.v1:${orderId}:${expiresAt}`).digest('base64url');

/** A token for the order, valid ORDER_LINK_DAYS from `now`. */
export async function orderLinkToken(q: Queryable, orderId: number, now = new Date()): Promise<string> {
  const expiresAt = Math.floor(now.getTime() / 1000) + ORDER_LINK_DAYS * 86_400;
  return `${expiresAt}.${sign(await orderLinkRepository.signingKey(q), orderId, expiresAt)}`;
}

/** Whether the token opens this order now: well-formed, signed for this order id and not expired. */
export async function orderLinkValid(
  q: Queryable,
  orderId: number,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const m = TOKEN_PATTERN.exec(token);
  if (!m) return false;
  const expiresAt = Number(m[1]);
  if (expiresAt * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(sign(await orderLinkRepository.signingKey(q), orderId, expiresAt));
  const given = Buffer.from(m[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The order's page as an absolute link on the shop's public address (it leaves in an e-mail); a
 * guest's order gets the signed token, a member signs in to see it.
 */
export async function orderPageLink(q: Queryable, orderId: number, guest: boolean): Promise<string> {
  const path = `/buyer/order/detail/${orderId}`;
  return absoluteUrl(
    guest ? `${path}?${new URLSearchParams({ token: await orderLinkToken(q, orderId) })}` : path,
  );
}
