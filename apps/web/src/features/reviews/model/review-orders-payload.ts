/**
 * The payload of `bbc_trade_PageTradeOrderForBuyerIdFlow` for a page of the buyer's completed
 * orders (only those still to review, for the to-review tab and its badge): built here, without the
 * query client, so the inline script of index.html sends the very same body (decision 079).
 */
export function reviewOrdersPayload(input: { page: { no: number; size: number }; toReview: boolean }) {
  return {
    query: { page: input.page },
    tradeOrderStatus: {
      displayStatus: 'COMPLETE' as const,
      ...(input.toReview ? { commentStatus: 'NOT_EVALUATED' as const } : {}),
    },
  };
}
