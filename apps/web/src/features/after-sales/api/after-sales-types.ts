import type { Money } from '@kontor/domain/money';

/**
 * The after-sales order as the server answers it (wire contract; spec §3 "After-sales (reverse
 * trade) order", "Fulfillment progress").
 */
export interface AsAttribute {
  attrKey: string;
  attrVal: string;
}

export interface AsSku {
  id: number;
  name: string;
  image: string;
  attributes: AsAttribute[];
  salePrc: Money | null;
}

export interface AsLine {
  id: number;
  reverseQty: number;
  applyRefundAmt: Money | null;
  sku: AsSku;
  derivativeSku: AsSku | null;
  tradeOrderLine: { id: number; tradeOrderLineBusinessType: string | null };
}

export interface LogisticsEntry {
  ftime: string;
  areaName?: string | null;
  context: string;
}

export interface AsShipment {
  id: number;
  fulfillmentProgressStatus: string;
  operaterType: 'USER' | 'SELLER';
  serviceCode: string;
  fulfillmentServiceProvider: { id: number; entityName: string; entityCode: string } | null;
  logisticsList: LogisticsEntry[];
  createdAt: string;
}

export interface AsRemark {
  entityType: string;
  remark: string;
  attachmentList: { files: { url: string }[] } | null;
  createdAt: string;
}

export interface AfterSalesOrder {
  id: number;
  reverseTradeOrderCode: string;
  createdAt: string;
  orderedTime: string | null;
  tradeOrder: { id: number; tradeOrderCode: string; timeline: { orderedTime: string | null } };
  reverseTradeOrderType: string;
  originalReverseTradeOrderType?: string | null;
  reverseTradeOrderStatus: string;
  reverseReason: string;
  reverseReasonText: string;
  reverseNotes: { reverseReason: string; reverseText: string; auditRejectReason: string | null } | null;
  remarkList: AsRemark[];
  applyRefundAmt: Money | null;
  actualRefundAmt: Money | null;
  actualRefundShippingAmt: Money | null;
  sellerConfirmRefundShippingAmt: Money | null;
  /** The refund agreed at the audit (goods and shipping); differs from applyRefundAmt when the seller changed it. */
  agreedRefundAmt?: Money | null;
  changeToReturn: boolean;
  typeChangedBySeller: boolean;
  amountChangedBySeller: boolean;
  returnAddress: { name: string; phone: string; address: string } | null;
  seller: { id: number };
  shopId: number;
  shopName: string;
  skuTotalCount: number;
  operationList: { operation: string }[];
  rejectReason: { auditRejectReason: string | null; qcRejectReason: string | null } | null;
  reverseTradeOrderLineList: AsLine[];
  fulfillmentProgressList: AsShipment[];
  refund: { status: string; amount: Money } | null;
}

/** trade_RenderReverseTradeOrderForApplyFlow: what may be applied for on an order. */
export interface ApplyPreviewLine {
  tradeOrderLine: {
    id: number;
    tradeQty: number;
    canCancelQty: number;
    canReverseQty: number;
    tradeOrderLineBusinessType: string | null;
    lineGroupTypeDict: string | null;
    adjustStep: number;
    unitName: string;
    paidAmt: Money | null;
    sku: AsSku & { item: { id: number } };
  };
  reverseQty: number;
  applyRefundAmt: Money | null;
}

export interface ApplyPreview {
  tradeOrder: { id: number; tradeOrderCode: string; displayStatus: string };
  reverseTradeOrderType: string;
  availableReverseTypes: string[];
  availableReverseReasons: { code: string; name: string }[];
  availableRefundAmt: Money;
  reverseTradeOrderLineList: ApplyPreviewLine[];
}

export interface ExchangeSku extends AsSku {
  stock: number;
}
