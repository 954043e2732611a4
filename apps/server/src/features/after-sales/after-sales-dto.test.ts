import { afterSalesReasonKey, buyerOperationsFor, sellerOperationsFor } from '@kontor/domain';
import { describe, expect, it } from 'vitest';
import { translate } from '../../platform/i18n.ts';
import { reasonTextOf, returnAddressDto, reverseDto } from './after-sales-dto.ts';
import type { ReverseRow } from './after-sales-repository.ts';

describe('returnAddressDto', () => {
  const shop = {
    personName: 'Lager Nord',
    personPhone: '+49 30 1234',
    detailAddress: 'Hafenstr. 1',
    country: 'DE',
  };

  it('names the country in the language asked, each language apart (the names are kept per language)', () => {
    expect(returnAddressDto(shop, 'en')?.address).toBe('Hafenstr. 1, Germany');
    expect(returnAddressDto(shop, 'de')?.address).toBe('Hafenstr. 1, Deutschland');
    expect(returnAddressDto(shop, 'en')?.address).toBe('Hafenstr. 1, Germany');
    expect(returnAddressDto({ ...shop, country: 'FR' }, 'de')?.address).toBe('Hafenstr. 1, Frankreich');
  });

  it('keeps a country it cannot name as written', () => {
    expect(returnAddressDto({ ...shop, country: 'Deutschland' }, 'en')?.address).toBe(
      'Hafenstr. 1, Deutschland',
    );
  });
});

describe('the reason text and the operations, worked out once (decision 081)', () => {
  it('names a reason in the language asked, each language and reason apart', () => {
    for (let round = 0; round < 2; round++)
      for (const language of ['en', 'de', 'en'] as const)
        for (const reason of ['QUALITY_ISSUE', 'WRONG_ITEM'])
          expect(reasonTextOf(language, reason)).toBe(translate(language, afterSalesReasonKey(reason)));
    expect(reasonTextOf('en', 'QUALITY_ISSUE')).not.toBe(reasonTextOf('de', 'QUALITY_ISSUE'));
    expect(reasonTextOf('en', 'QUALITY_ISSUE')).not.toBe(reasonTextOf('en', 'WRONG_ITEM'));
  });

  it('gives each record the operations of its own actor, type, status, reject reason and parcels', () => {
    const row = (over: Partial<ReverseRow>) =>
      ({
        id: 1,
        code: 'AS1',
        order_id: 2,
        order_code: 'O2',
        order_ordered_at: new Date(0),
        shop_id: 3,
        shop_name: 'Shop',
        seller_id: 4,
        type: 'SALE_RETURN',
        original_type: 'SALE_RETURN',
        status: 'WAITING_FOR_BUYER_RETURN',
        reason: 'QUALITY_ISSUE',
        currency: 'EUR',
        apply_refund_minor: 100,
        refund_minor: null,
        refund_shipping_minor: 0,
        seller_refund_shipping_minor: null,
        returned_points: 0,
        type_changed_by_seller: false,
        amount_changed_by_seller: false,
        audit_reject_reason: null,
        qc_reject_reason: null,
        return_address: null,
        created_at: new Date(0),
        updated_at: new Date(0),
        lines: [],
        remarks: [],
        parcels: [],
        refund: null,
        ...over,
      }) as ReverseRow;
    const parcel = { id: 9, createdAt: '2026-01-01T00:00:00+00:00' } as ReverseRow['parcels'][number];
    const cases: [Partial<ReverseRow>, 'BUYER' | 'SELLER'][] = [
      [{}, 'BUYER'],
      [{ status: 'AS_APPLIED' }, 'BUYER'],
      [{ parcels: [{ ...parcel, events: [] }] }, 'BUYER'],
      [{ audit_reject_reason: 'No' }, 'BUYER'],
      [{ type: 'SALE_REFUND', status: 'AS_APPLIED' }, 'BUYER'],
      [{}, 'SELLER'],
      [{ status: 'WAITING_FOR_QC_DONE' }, 'SELLER'],
    ];
    for (let round = 0; round < 2; round++)
      for (const [over, actor] of cases) {
        const r = row(over);
        const expected =
          actor === 'BUYER'
            ? buyerOperationsFor({
                type: r.type,
                status: r.status,
                hasRejectReason: !!r.audit_reject_reason,
                hasLogistics: r.parcels.length > 0,
              })
            : sellerOperationsFor({ type: r.type, status: r.status });
        expect(reverseDto(r, 'en', actor).operationList).toEqual(
          expected.map((operation) => ({ operation })),
        );
      }
  });
});
