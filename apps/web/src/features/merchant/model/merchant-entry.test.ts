import type { CurrentUser } from '@kontor/domain/accounts/accounts-responses';
import type { MerchantStatus } from '@kontor/domain/merchant/merchant-status';
import { describe, expect, it } from 'vitest';
import { merchantEntryLink } from './merchant-entry.ts';

// Spec §4 "Merchant entry" and §6 (the link only when the server says so and a user id exists), one
// case per branch of the banner's link.

const USER: CurrentUser = {
  id: 42,
  nickname: 'Jürgen',
  username: 'juergen',
  email: 'j@example.de',
  isTourist: false,
  roles: ['buyer'],
  language: 'de',
  site: 'DE',
  shopId: null,
  showMerchantEntry: true,
} as CurrentUser;

const status = (s: Partial<MerchantStatus>): MerchantStatus => ({
  isShow: true,
  isShowSettled: false,
  isShowBackground: false,
  merchantStatus: null,
  auditStatus: 'NONE',
  ...s,
});

describe('the banner shows the merchant entry', () => {
  it('not to a visitor, a guest, or an account the server hides it from', () => {
    const settled = status({ isShowSettled: true });
    expect(merchantEntryLink(null, settled)).toBeNull();
    expect(merchantEntryLink({ ...USER, isTourist: true }, settled)).toBeNull();
    expect(merchantEntryLink({ ...USER, showMerchantEntry: false }, settled)).toBeNull();
    expect(merchantEntryLink({ ...USER, id: 0 }, settled)).toBeNull();
  });

  it('not before the status is known, nor when the server says isShow false', () => {
    expect(merchantEntryLink(USER, undefined)).toBeNull();
    expect(merchantEntryLink(USER, status({ isShow: false, isShowSettled: true }))).toBeNull();
  });

  it('not when neither the settle nor the background flag is on (applications closed, no shop)', () => {
    expect(merchantEntryLink(USER, status({}))).toBeNull();
  });
});

describe('with the settle flag on (isShowSettled)', () => {
  it('audit goes to /merchant/audit', () => {
    expect(merchantEntryLink(USER, status({ isShowSettled: true, auditStatus: 'AUDIT' }))).toEqual({
      href: '/merchant/audit',
      labelKey: 'merchant.entry.audit',
      notice: null,
    });
  });
  it('pass goes to the merchant backend', () => {
    expect(merchantEntryLink(USER, status({ isShowSettled: true, auditStatus: 'PASS' }))).toEqual({
      href: '/seller/orders',
      labelKey: 'merchant.entry.console',
      notice: null,
    });
  });
  it('anything else (none yet, rejected) goes to /merchant/apply', () => {
    for (const auditStatus of ['NONE', 'REJECT', null] as const) {
      expect(merchantEntryLink(USER, status({ isShowSettled: true, auditStatus }))).toEqual({
        href: '/merchant/apply',
        labelKey: 'merchant.entry.apply',
        notice: null,
      });
    }
  });
});

describe('with the background flag on (isShowBackground)', () => {
  const seller = (merchantStatus: MerchantStatus['merchantStatus'], isShowSettled = false) =>
    merchantEntryLink(
      USER,
      status({ isShowBackground: true, isShowSettled, merchantStatus, auditStatus: 'PASS' }),
    );
  it('merchantStatus seller goes to the backend', () => {
    expect(seller('SELLER')).toEqual({
      href: '/seller/orders',
      labelKey: 'merchant.entry.console',
      notice: null,
    });
  });
  it('frozen shows the info dialog, then continues to the backend', () => {
    expect(seller('FROZEN')).toEqual({
      href: '/seller/orders',
      labelKey: 'merchant.entry.console',
      notice: 'merchant.frozen',
    });
  });
  it('cleared (and stopped) show the cleared dialog, then continue', () => {
    expect(seller('CLEARED')?.notice).toBe('merchant.cleared');
    expect(seller('STOPPED')?.notice).toBe('merchant.cleared');
    expect(seller('CLEARED')?.href).toBe('/seller/orders');
  });
  it('comes before the settle rule for an existing seller', () => {
    expect(seller('FROZEN', true)?.notice).toBe('merchant.frozen');
    expect(seller('SELLER', true)?.notice).toBeNull();
  });
  it('without a merchant status falls back to the settle rule', () => {
    expect(
      merchantEntryLink(
        USER,
        status({ isShowBackground: true, isShowSettled: true, merchantStatus: null, auditStatus: 'AUDIT' }),
      )?.href,
    ).toBe('/merchant/audit');
  });
});
