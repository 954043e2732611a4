import {
  afterSalesReasonKey,
  type BuyerAfterSalesOperation,
  buyerOperationsFor,
  type Language,
  money,
  type SellerAfterSalesOperation,
  sellerOperationsFor,
} from '@kontor/domain';
import { translate } from '../../platform/i18n.ts';
import { isoTime as iso } from '../../platform/iso-time.ts';
import type { ReverseRow } from './after-sales-repository.ts';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Country names by language and code, each looked up once: building an Intl.DisplayNames costs
 * ~40 us and naming a country with it ~5 us, per return or exchange of every list page (decision 078).
 * At most 26 x 26 codes per language.
 */
const countryNames = new Map<string, string>();

function countryName(code: string, language: Language): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  const key = `${language}:${code}`;
  let name = countryNames.get(key);
  if (name === undefined) {
    try {
      name = new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
    } catch {
      name = code;
    }
    countryNames.set(key, name);
  }
  return name;
}

/**
 * The return address on the wire as `{name, phone, address}`, from the shop's address as stored (the
 * spec §3 Address fields: personName, personPhone, company, detailAddress, country …); a snapshot
 * already in wire shape passes through. Null when the seller gave no address.
 */
export function returnAddressDto(
  a: Record<string, unknown> | null,
  language: Language,
): { name: string; phone: string; address: string } | null {
  if (!a) return null;
  const name =
    text(a.name) || text(a.personName) || [text(a.firstName), text(a.lastName)].filter(Boolean).join(' ');
  const phone = text(a.phone) || text(a.personPhone);
  const street =
    text(a.detailAddress) ||
    [
      [text(a.poiName), text(a.houseNo)].filter(Boolean).join(' '),
      [text(a.postalCode), text(a.city)].filter(Boolean).join(' '),
    ]
      .filter(Boolean)
      .join(', ');
  const address =
    text(a.address) ||
    [text(a.company), street, text(a.country) && countryName(text(a.country), language)]
      .filter(Boolean)
      .join(', ');
  if (!name && !phone && !address) return null;
  return { name, phone, address };
}

/**
 * A record's reason as text and its operations, each worked out once per language, reason, type,
 * status and flags (decision 081): the catalogue lookup and the operation rules took ~30 µs of a
 * 20-record page. Both sets are small (reasons × languages, types × statuses × 4); the caches stop
 * growing at CACHE_LIMIT entries all the same.
 */
const CACHE_LIMIT = 2000;
const reasonTexts = new Map<string, string>();
const operationLists = new Map<string, readonly (BuyerAfterSalesOperation | SellerAfterSalesOperation)[]>();

/** The cached value of `key`, computed once; the cache takes no new key past CACHE_LIMIT. */
function cached<V>(cache: Map<string, V>, key: string, compute: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = compute();
    if (cache.size < CACHE_LIMIT) cache.set(key, value);
  }
  return value;
}

export function reasonTextOf(language: Language, reason: string): string {
  return cached(reasonTexts, `${language}\u0000${reason}`, () =>
    translate(language, afterSalesReasonKey(reason)),
  );
}

function operationsOf(r: ReverseRow, actor: 'BUYER' | 'SELLER', hasRejectReason: boolean) {
  const hasLogistics = r.parcels.length > 0;
  const key = `${actor}\u0000${r.type}\u0000${r.status}\u0000${hasRejectReason}\u0000${hasLogistics}`;
  return cached(operationLists, key, () =>
    actor === 'BUYER'
      ? buyerOperationsFor({ type: r.type, status: r.status, hasRejectReason, hasLogistics })
      : sellerOperationsFor({ type: r.type, status: r.status }),
  );
}

/** The after-sales order as the spec's §3 names its fields (the wire contract with the web). */
export function reverseDto(r: ReverseRow, language: Language, actor: 'BUYER' | 'SELLER' = 'BUYER') {
  const m = (minor: number) => money(minor, r.currency);
  const reasonText = reasonTextOf(language, r.reason);
  const hasRejectReason = !!(r.audit_reject_reason || r.qc_reject_reason);
  const operations = operationsOf(r, actor, hasRejectReason);
  const refundDone = r.status === 'REFUND_DONE';
  const buyerRemark = r.remarks.find((x) => x.entityType === 'BUYER');
  const orderedTime = iso(r.order_ordered_at);
  return {
    id: r.id,
    reverseTradeOrderCode: r.code,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    orderedTime,
    tradeOrder: {
      id: r.order_id,
      tradeOrderCode: r.order_code,
      timeline: { orderedTime },
    },
    reverseTradeOrderType: r.type,
    originalReverseTradeOrderType: r.original_type,
    reverseTradeOrderStatus: r.status,
    reverseReason: r.reason,
    reverseReasonText: reasonText,
    reverseNotes: {
      reverseReason: reasonText,
      reverseText: buyerRemark?.remark ?? '',
      auditRejectReason: r.audit_reject_reason,
    },
    remarkList: r.remarks.map((x) => ({
      entityType: x.entityType,
      remark: x.remark,
      attachmentList: { files: x.attachments.map((f) => ({ url: f.url })) },
      createdAt: iso(x.createdAt),
    })),
    applyRefundAmt: m(r.apply_refund_minor),
    actualRefundAmt: refundDone ? m((r.refund_minor ?? 0) + r.refund_shipping_minor) : null,
    actualRefundShippingAmt: refundDone ? m(r.refund_shipping_minor) : null,
    sellerConfirmRefundShippingAmt:
      r.seller_refund_shipping_minor === null ? null : m(r.seller_refund_shipping_minor),
    agreedRefundAmt: r.refund_minor === null ? null : m(r.refund_minor + r.refund_shipping_minor),
    returnedPoints: r.returned_points,
    changeToReturn: false,
    typeChangedBySeller: r.type_changed_by_seller,
    amountChangedBySeller: r.amount_changed_by_seller,
    returnAddress: returnAddressDto(r.return_address, language),
    seller: { id: r.seller_id },
    shopId: r.shop_id,
    shopName: r.shop_name,
    skuTotalCount: r.lines.reduce((n, l) => n + Number(l.qty), 0),
    operationList: operations.map((operation) => ({ operation })),
    rejectReason: { auditRejectReason: r.audit_reject_reason, qcRejectReason: r.qc_reject_reason },
    reverseTradeOrderLineList: r.lines.map((l) => ({
      id: l.id,
      reverseQty: Number(l.qty),
      applyRefundAmt: m(l.applyRefundMinor),
      sku: {
        id: l.skuId,
        name: l.name,
        image: l.image,
        attributes: l.attributes,
        salePrc: m(l.unitPriceMinor),
        item: { id: l.itemId },
      },
      derivativeSku: l.derivativeSku
        ? {
            id: l.derivativeSku.id,
            name: l.derivativeSku.name,
            image: l.derivativeSku.image,
            attributes: l.derivativeSku.attributes,
            salePrc: l.derivativeSku.saleMinor === null ? null : m(l.derivativeSku.saleMinor),
          }
        : null,
      tradeOrderLine: { id: l.orderLineId, tradeOrderLineBusinessType: l.lineBusinessType },
    })),
    fulfillmentProgressList: r.parcels.map((p) => ({
      id: p.id,
      direction: p.direction,
      fulfillmentProgressStatus: p.status,
      operaterType: p.operatorType,
      serviceCode: p.serviceCode,
      fulfillmentServiceProvider: { id: p.carrierId, entityName: p.carrierName, entityCode: p.carrierCode },
      logisticsList: p.events.map((e) => ({ ftime: iso(e.ftime), areaName: e.areaName, context: e.context })),
      createdAt: iso(p.createdAt),
    })),
    refund: r.refund ? { status: r.refund.status, amount: m(r.refund.amountMinor) } : null,
  };
}
export type ReverseDto = ReturnType<typeof reverseDto>;
