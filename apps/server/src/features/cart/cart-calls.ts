import {
  batchCreateCartLinesSchema,
  cartLineChangedResponseSchema,
  cartLinesAddedResponseSchema,
  cartLinesDeletedResponseSchema,
  cartLinesResponseSchema,
  cartSelectAllResponseSchema,
  deleteCartLinesSchema,
  money,
  SITES,
  selectAllCartLinesSchema,
  updateCartLineSchema,
} from '@kontor/domain';
import { z } from 'zod';
import { AppError, notFound } from '../../platform/errors.ts';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { cartLinesRepository, cartRepository } from './cart-repository.ts';

/** Buy again and add to cart: the lines join the buyer's cart on the current storefront. */
export const batchCreateNewCartLines = defineCall({
  kind: 'flow',
  name: '{host}_trade_BatchCreateNewCartLinesFlow',
  access: 'session',
  schema: batchCreateCartLinesSchema,
  response: cartLinesAddedResponseSchema,
  handler: async (input, ctx) => {
    const lines = Array.isArray(input) ? input : input.lines;
    const skus = await cartRepository.skusOnSite(
      ctx.db,
      ctx.site,
      lines.map((l) => l.sku.id),
    );
    const bySku = new Map(skus.map((s) => [s.sku_id, s]));
    const missing = lines.findIndex((l) => !bySku.has(l.sku.id));
    if (missing >= 0) {
      throw new AppError('ITEM_SOLD_OUT', 'cart.skuUnavailable', {}, [
        { path: `${Array.isArray(input) ? '' : 'lines.'}${missing}.sku.id`, message: 'cart.skuUnavailable' },
      ]);
    }
    await cartRepository.addLines(
      ctx.db,
      ctx.user.id,
      ctx.site,
      lines.map((l) => {
        const sku = bySku.get(l.sku.id)!;
        return {
          skuId: sku.sku_id,
          shopId: sku.shop_id,
          qty: l.skuQty,
          type: l.cartLineTypeDict,
          snapshotMinor: sku.sale_minor,
        };
      }),
    );
    return { count: lines.length, quantity: lines.reduce((n, l) => n + l.skuQty, 0) };
  },
});

/** The buyer's cart on the current storefront, grouped by shop in order, with live prices. */
export const queryCartLines = defineCall({
  kind: 'flow',
  name: '{host}_trade_QueryCartLinesFlow',
  access: 'session',
  schema: z.object({}),
  response: cartLinesResponseSchema,
  handler: async (_input, ctx) => {
    const currency = SITES[ctx.site].currency;
    const rows = await cartLinesRepository.list(ctx.db, ctx.user.id, ctx.site);
    return rows.map((r) => ({
      id: r.id,
      isSelected: r.is_selected,
      skuQty: r.qty,
      cartLineTypeDict: r.cart_line_type_dict,
      available: r.on_sale && r.sale_minor !== null && r.stock >= r.qty,
      shop: { id: r.shop_id, name: r.shop_name },
      seller: { id: r.seller_id },
      item: { id: r.item_id, urlKey: r.url_key },
      sku: {
        id: r.sku_id,
        name: r.sku_name,
        image: r.image,
        attributes: r.attributes,
        businessTypeDict: r.business_type_dict,
        marketingUnit: { unitName: r.unit_name },
        adjustStep: r.adjust_step,
        salePrc: r.sale_minor === null ? null : money(r.sale_minor, currency),
        originalPrc: r.original_minor === null ? null : money(r.original_minor, currency),
      },
      snapshotPrc: r.snapshot_minor === null ? null : money(r.snapshot_minor, currency),
      lineAmt: r.sale_minor === null ? null : money(Math.round(r.sale_minor * r.qty), currency),
    }));
  },
});

export const updateCartLine = defineCall({
  kind: 'flow',
  name: '{host}_trade_UpdateCartLineFlow',
  access: 'session',
  schema: updateCartLineSchema,
  response: cartLineChangedResponseSchema,
  handler: async (input, ctx) => {
    if (
      !(await cartLinesRepository.update(ctx.db, ctx.user.id, input.id, {
        qty: input.skuQty,
        isSelected: input.isSelected,
      }))
    ) {
      throw notFound();
    }
    return { id: input.id };
  },
});

export const deleteCartLines = defineCall({
  kind: 'flow',
  name: '{host}_trade_DeleteCartLinesFlow',
  access: 'session',
  schema: deleteCartLinesSchema,
  response: cartLinesDeletedResponseSchema,
  handler: async (input, ctx) => ({
    deleted: await cartLinesRepository.remove(ctx.db, ctx.user.id, input.ids),
  }),
});

export const selectAllCartLines = defineCall({
  kind: 'flow',
  name: '{host}_trade_SelectAllCartLinesFlow',
  access: 'session',
  schema: selectAllCartLinesSchema,
  response: cartSelectAllResponseSchema,
  handler: async (input, ctx) => {
    await cartLinesRepository.selectAll(ctx.db, ctx.user.id, ctx.site, input.isSelected);
    return { isSelected: input.isSelected };
  },
});

export function registerCartCalls(calls: CallRegistry) {
  calls.register(
    batchCreateNewCartLines,
    queryCartLines,
    updateCartLine,
    deleteCartLines,
    selectAllCartLines,
  );
}
