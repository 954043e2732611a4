import { describe, expect, it } from 'vitest';
import { type MerchantStatus, merchantEntryTarget } from './merchant-status.ts';

const none: MerchantStatus = {
  isShow: true,
  isShowSettled: false,
  isShowBackground: false,
  merchantStatus: null,
  auditStatus: null,
};
const settling = (auditStatus: MerchantStatus['auditStatus']): MerchantStatus => ({
  ...none,
  isShowSettled: true,
  auditStatus,
});
const merchant = (merchantStatus: MerchantStatus['merchantStatus']): MerchantStatus => ({
  ...none,
  isShowBackground: true,
  merchantStatus,
  auditStatus: 'PASS',
});

/** Spec §4 "Merchant entry". */
describe('merchantEntryTarget', () => {
  describe('with the settle flag on', () => {
    it('sends an application under review to the audit page', () => {
      expect(merchantEntryTarget(settling('AUDIT'))).toEqual({ kind: 'route', to: '/merchant/audit' });
    });

    it('sends an approved applicant to the merchant backend', () => {
      expect(merchantEntryTarget(settling('PASS'))).toEqual({ kind: 'route', to: '/seller/orders' });
    });

    it.each(['NONE', 'REJECT', null] as const)('sends audit status %s to the application form', (audit) => {
      expect(merchantEntryTarget(settling(audit))).toEqual({ kind: 'route', to: '/merchant/apply' });
    });
  });

  describe('with the background flag on', () => {
    it('sends an active seller straight to the backend', () => {
      expect(merchantEntryTarget(merchant('SELLER'))).toEqual({ kind: 'route', to: '/seller/orders' });
    });

    it('tells a frozen seller about the freeze, then continues to the backend', () => {
      expect(merchantEntryTarget(merchant('FROZEN'))).toEqual({
        kind: 'notice',
        messageKey: 'merchant.frozen',
        continueTo: '/seller/orders',
      });
    });

    it.each(['CLEARED', 'STOPPED'] as const)(
      'tells a %s seller they are query-only, then continues to the backend',
      (status) => {
        expect(merchantEntryTarget(merchant(status))).toEqual({
          kind: 'notice',
          messageKey: 'merchant.cleared',
          continueTo: '/seller/orders',
        });
      },
    );

    it('still tells a frozen seller when the settle flag is on as well', () => {
      expect(merchantEntryTarget({ ...merchant('FROZEN'), isShowSettled: true })).toEqual({
        kind: 'notice',
        messageKey: 'merchant.frozen',
        continueTo: '/seller/orders',
      });
    });
  });

  it('never sends an applicant whose application is under review back to the form', () => {
    for (const isShowBackground of [false, true]) {
      const target = merchantEntryTarget({ ...settling('AUDIT'), isShowBackground });
      expect(target).toEqual({ kind: 'route', to: '/merchant/audit' });
    }
  });
});

describe('merchantEntryTarget without either flag', () => {
  it('offers no entry when applications are closed and the user is no seller', () => {
    expect(merchantEntryTarget(none)).toBeNull();
  });
});
